// Package bodyread reads the bodies of HTTP responses the server has received: the read fails
// only on the connection, a transport fault and not a business failure, so returning its error is
// not reported, in a non-2xx branch or a 2xx one, directly, wrapped or through a helper. Reading a
// request's body, a file or any other reader is reported, and so is the failure of the request.
package bodyread

import (
	"context"
	"fmt"
	"io"
	"io/ioutil"
	"net/http"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

const api = "https://api.example.com/v1/status"

// apiResponse embeds *http.Response as API clients do (go-github's Response).
type apiResponse struct {
	*http.Response
	Page int
}

func get(ctx context.Context, url string) (*apiResponse, error) { // want get:`mayReturnError\(bodyread/bodyread.go:30\)`
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	if err != nil {
		return nil, err
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return nil, err
	}
	return &apiResponse{Response: resp}, nil
}

// readAll passes on the read's error alone.
func readAll(resp *http.Response) ([]byte, error) { // want readAll:`benignError`
	return io.ReadAll(resp.Body)
}

// status reads the error text in a non-2xx branch, as most API tools do.
func status(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want status:`mayReturnError\(bodyread/bodyread.go:48\)`
	resp, err := get(ctx, api)
	if err != nil {
		return nil, err // want `tool handler status returns an error` related=147,30,34
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		body, err := io.ReadAll(resp.Body)
		if err != nil {
			return nil, fmt.Errorf("read error body: %w", err)
		}
		return mcp.NewToolResultError(string(body)), nil
	}
	return mcp.NewToolResultText("ok"), nil
}

// page reads the answer of a 2xx response: its read fails on the connection just the same.
func page(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want page:`benignError`
	resp, err := http.Get(api)
	if err != nil {
		return mcp.NewToolResultErrorFromErr("request failed", err), nil
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return mcp.NewToolResultError(resp.Status), nil
	}
	body, err := ioutil.ReadAll(io.LimitReader(resp.Body, 1<<20))
	if err != nil {
		return nil, err
	}
	text, err := readAll(resp)
	if err != nil {
		return nil, err
	}
	return mcp.NewToolResultText(string(body) + string(text)), nil
}

// embedded reads the Body that a type embedding *http.Response promotes.
func embedded(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want embedded:`benignError`
	resp, err := get(ctx, api)
	if err != nil {
		return mcp.NewToolResultErrorFromErr("request failed", err), nil
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(resp.Body)
	if err != nil {
		return nil, err
	}
	return mcp.NewToolResultText(string(body)), nil
}

// forward reads the body of a request it builds from the model's text: that is no response.
func forward(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want forward:`mayReturnError\(bodyread/bodyread.go:104\)`
	r, err := http.NewRequest(http.MethodPost, api, nil)
	if err != nil {
		return mcp.NewToolResultErrorFromErr("bad request", err), nil
	}
	body, err := io.ReadAll(r.Body)
	if err != nil {
		return nil, err // want `tool handler forward returns an error` related=150
	}
	return mcp.NewToolResultText(string(body)), nil
}

// readFile reads a file the model names: a missing file is the model's to fix.
func readFile(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want readFile:`mayReturnError\(bodyread/bodyread.go:118\)`
	f, err := os.Open(req.GetString("path", ""))
	if err != nil {
		return mcp.NewToolResultErrorFromErr("open failed", err), nil
	}
	defer f.Close()
	body, err := io.ReadAll(f)
	if err != nil {
		return nil, fmt.Errorf("read: %w", err) // want `tool handler readFile returns an error` related=151
	}
	return mcp.NewToolResultText(string(body)), nil
}

// statusOf returns the read's error and the failure of the request: the helper is not benign.
func statusOf(ctx context.Context, url string) (string, error) { // want statusOf:`mayReturnError\(bodyread/bodyread.go:127\)`
	resp, err := http.Get(url)
	if err != nil {
		return "", err
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(resp.Body)
	if err != nil {
		return "", err
	}
	return string(body), nil
}

func check(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want check:`mayReturnError\(bodyread/bodyread.go:140\)`
	s, err := statusOf(ctx, req.GetString("url", api))
	if err != nil {
		return nil, err // want `tool handler check returns an error` related=127,152
	}
	return mcp.NewToolResultText(s), nil
}

func New() *server.MCPServer {
	s := server.NewMCPServer("bodyread", "1.0.0")
	s.AddTool(mcp.NewTool("status"), status)
	s.AddTool(mcp.NewTool("page"), page)
	s.AddTool(mcp.NewTool("embedded"), embedded)
	s.AddTool(mcp.NewTool("forward"), forward)
	s.AddTool(mcp.NewTool("readFile"), readFile)
	s.AddTool(mcp.NewTool("check"), check)
	return s
}
