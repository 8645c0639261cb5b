package main

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestNginxConfigStaysInItsDirectoryAndOnLoopback(t *testing.T) {
	conf := nginxConfig("/tmp/bench/nginx", "127.0.0.1:4567", "user root root;\n")
	for _, want := range []string{
		"daemon off;", "worker_processes 2;", "user root root;", "access_log off;",
		"pid /tmp/bench/nginx/nginx.pid;", "error_log /tmp/bench/nginx/logs/error.log",
		"client_body_temp_path /tmp/bench/nginx/temp/", "listen 127.0.0.1:4567;",
		"default_type application/json;", "try_files /catalogue.json =404;",
	} {
		assert.Contains(t, conf, want)
	}
	assert.NotContains(t, conf, "/var/", "nothing outside the temp dir")
	assert.NotContains(t, nginxConfig("/d", "127.0.0.1:1", ""), "user ")
}
