package main

import (
	"context"
	"fmt"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/example/notes-mcp/errobject/jsonres"
)

type scaleArgs struct {
	Name     string `json:"name"`
	Kind     string `json:"kind"`
	Replicas int    `json:"replicas"`
}

type service struct {
	allowed  func(verb, name string) bool
	hasCRD   bool
	replicas map[string]int
}

// checkAccess answers a denial with an error object written into a successful result's text.
func (s *service) checkAccess(verb, name string) (*mcp.CallToolResult, error) {
	if !s.allowed(verb, name) {
		res, err := jsonres.JSON(map[string]any{ // want: softerror function=service.checkAccess
			"error": map[string]any{
				"code":    "Forbidden",
				"message": fmt.Sprintf("user may not %s %s", verb, name),
			},
		})
		if err != nil {
			return nil, err
		}
		return res, nil
	}
	return nil, nil
}

// checkQuota answers a denial with an error object through the isError helper.
func (s *service) checkQuota(name string) (*mcp.CallToolResult, error) {
	if s.replicas[name] > 10 {
		res, err := jsonres.Failed(map[string]any{
			"error": map[string]any{"code": "QuotaExceeded", "message": "too many replicas"},
		})
		return res, err
	}
	return nil, nil
}

// checkFeature returns the helper's result built from an error object itself.
func (s *service) checkFeature() (*mcp.CallToolResult, error) {
	if !s.hasCRD {
		return jsonres.JSON(map[string]any{"error": "custom resources not installed"}) // want: softerror function=service.checkFeature
	}
	return nil, nil
}

func (s *service) scale(ctx context.Context, req *mcp.CallToolRequest, in scaleArgs) (*mcp.CallToolResult, any, error) {
	if res, err := s.checkAccess("update", in.Name); res != nil || err != nil {
		return res, nil, err
	}
	if res, err := s.checkQuota(in.Name); res != nil || err != nil {
		return res, nil, err
	}
	if res, err := s.checkFeature(); res != nil || err != nil {
		return res, nil, err
	}
	if in.Kind == "custom" && !s.hasCRD {
		res, err := jsonres.JSON(map[string]any{"error": map[string]any{"type": "FeatureNotInstalled", "message": "custom resources not available"}}) // want: softerror function=service.scale
		return res, nil, err
	}
	s.replicas[in.Name] = in.Replicas
	// A success object through the same helper, in a branch and not.
	if in.Replicas == 0 {
		res, err := jsonres.JSON(map[string]any{"name": in.Name, "replicas": 0, "error": nil})
		return res, nil, err
	}
	res, err := jsonres.JSON(map[string]any{"name": in.Name, "replicas": in.Replicas})
	return res, nil, err
}

func main() {
	s := mcp.NewServer(&mcp.Implementation{Name: "scale"}, nil)
	svc := &service{replicas: map[string]int{}}
	mcp.AddTool(s, &mcp.Tool{Name: "scale"}, svc.scale)
}
