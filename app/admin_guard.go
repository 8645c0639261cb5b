package app

import "sync"

// AdminGuard serialises changes that could remove the last admin, so two
// admins demoting each other at once can't both pass the count. It covers
// one process; with several replicas on MongoDB a narrow window remains
// (deploy/README.md).
type AdminGuard struct{ mu sync.Mutex }

func NewAdminGuard() *AdminGuard { return &AdminGuard{} }
