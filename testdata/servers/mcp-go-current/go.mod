module example.com/notes-server

go 1.23

require github.com/mark3labs/mcp-go v0.58.0
