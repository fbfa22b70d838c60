package main

import (
	"context"
	"errors"
	"fmt"
	"regexp"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
)

var remotePattern = regexp.MustCompile(`^https://[^/]+/([^/]+)/([^/]+)$`)

// parseRemote returns "owner/name", or fails.
func parseRemote(url string) (string, error) { // want parseRemote:`summary\(holds 0 "/"\)`
	if m := remotePattern.FindStringSubmatch(url); m != nil {
		return fmt.Sprintf("%s/%s", m[1], m[2]), nil
	}
	return "", errors.New("not a remote URL: " + url)
}

// parseLoose may return a name with no owner.
func parseLoose(url string) (string, error) {
	if m := remotePattern.FindStringSubmatch(url); m != nil {
		return fmt.Sprintf("%s/%s", m[1], m[2]), nil
	}
	return url, nil
}

type resolution struct {
	Dir  string
	Repo string
}

func resolve(dir string) (*resolution, error) { // want resolve:`summary\(nilErr\[0\]; holds 0.Repo "/"\)`
	repo, err := parseRemote("https://example.com/" + dir)
	if err != nil {
		return nil, err
	}
	return &resolution{Dir: dir, Repo: repo}, nil
}

// resolveFork hands on what resolve found.
func resolveFork(dir string) (*resolution, bool, error) { // want resolveFork:`summary\(nilErr\[0\]; holds 0.Repo "/"\)`
	res, err := resolve(dir)
	if err != nil {
		return nil, false, err
	}
	return res, strings.HasPrefix(dir, "fork"), nil
}

// repoName splits the text resolve built with a "/": fine.
func repoName(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	repo := req.GetString("repo", "")
	if dir := req.GetString("dir", ""); dir != "" {
		res, fork, err := resolveFork(dir)
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		repo = res.Repo
		if fork {
			repo = fmt.Sprintf("upstream/%s", strings.Split(repo, "/")[1])
		}
	}
	return mcp.NewToolResultText(repo), nil
}

// dirName splits the directory, which nothing gives a "/".
func dirName(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	name := req.GetString("repo", "")
	if dir := req.GetString("dir", ""); dir != "" {
		res, _, err := resolveFork(dir)
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		name = res.Dir
		name = strings.Split(name, "/")[1] // want `^index into a strings.Split result without a length check in tool handler dirName` related=checked/main.go:22
	}
	return mcp.NewToolResultText(name), nil
}

// looseName splits what parseLoose may hand back as it was given.
func looseName(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	repo := req.GetString("repo", "")
	if url := req.GetString("url", ""); url != "" {
		var err error
		repo, err = parseLoose(url)
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		repo = strings.Split(repo, "/")[1] // want `^index into a strings.Split result without a length check in tool handler looseName` related=checked/main.go:23
	}
	return mcp.NewToolResultText(repo), nil
}

// argName splits the client's text when no directory is given.
func argName(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	repo := req.GetString("repo", "")
	if dir := req.GetString("dir", ""); dir != "" {
		res, err := resolve(dir)
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		repo = res.Repo
	}
	return mcp.NewToolResultText(strings.Split(repo, "/")[1]), nil // want `^index into a strings.Split result without a length check in tool handler argName` related=checked/main.go:24
}
