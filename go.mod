module github.com/palletshop/pallet

go 1.26.0

ignore node_modules
