package main

import "fmt"

var goLang = &lang{name: "go", share: 0.22,
	path: func(g *gen, k kind, n int) string {
		pkg := []string{"internal/store", "internal/api", "pkg/client", "internal/config", "internal/worker"}[g.r.Intn(5)]
		switch k {
		case toolFile, regFile:
			if n == 0 {
				return "cmd/server/main.go"
			}
			return fmt.Sprintf("internal/tools/%s_%d.go", g.word(), n)
		case testFile:
			return fmt.Sprintf("internal/tools/%s_%d_test.go", g.word(), n)
		}
		return fmt.Sprintf("%s/%s_%d.go", pkg, g.word(), n)
	},
	header: func(g *gen, k kind, sdk int) string {
		pkg := "store"
		switch k {
		case toolFile, regFile:
			pkg = "tools"
		case testFile:
			pkg = "tools"
		}
		h := "// Package " + pkg + " is part of an MCP server.\npackage " + pkg + "\n\nimport (\n\t\"context\"\n\t\"encoding/json\"\n\t\"errors\"\n\t\"fmt\"\n\t\"net/http\"\n\t\"sort\"\n\t\"strings\"\n\t\"sync\"\n\t\"time\"\n"
		switch k {
		case toolFile, regFile:
			h += "\n\t\"" + sdkNames["go"][sdk] + "\"\n"
			if sdk == 0 {
				h += "\t\"github.com/mark3labs/mcp-go/server\"\n"
			}
		case testFile:
			h += "\t\"testing\"\n\n\t\"" + sdkNames["go"][sdk] + "\"\n"
		}
		return h + ")\n\nvar (\n\t_ = json.Marshal\n\t_ = strings.TrimSpace\n\t_ = context.Background\n\t_ = errors.New\n\t_ = http.Get\n\t_ = sort.Strings\n\t_ = time.Now\n)\n\n"
	},
	plain: []string{`// {T}Store{N} keeps {W} records in memory, in insertion order.
type {T}Store{N} struct {
	mu    sync.Mutex
	items map[string]string
	order []string
}

// Put stores a value and keeps the insertion order.
func (s *{T}Store{N}) Put(key, value string) error {
	if key == "" {
		return fmt.Errorf("empty key for {W}")
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if _, ok := s.items[key]; !ok {
		s.order = append(s.order, key)
	}
	s.items[key] = strings.TrimSpace(value)
	return nil
}

// Keys returns the keys that match prefix, sorted.
func (s *{T}Store{N}) Keys(prefix string) []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	var out []string
	for _, k := range s.order {
		if strings.HasPrefix(k, prefix) {
			out = append(out, k)
		}
	}
	sort.Strings(out)
	return out
}

`, `// fetch{T}{N} reads one {W} from the upstream API.
func fetch{T}{N}(ctx context.Context, base, id string) (*{U}Payload{N}, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, base+"/{W}s/"+id, nil)
	if err != nil {
		return nil, fmt.Errorf("build request: %w", err)
	}
	req.Header.Set("Accept", "application/json")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return nil, fmt.Errorf("get {W} %s: %w", id, err)
	}
	defer resp.Body.Close()
	switch {
	case resp.StatusCode == http.StatusNotFound:
		return nil, errNotFound
	case resp.StatusCode >= 500:
		return nil, fmt.Errorf("upstream %d", resp.StatusCode)
	}
	var p {U}Payload{N}
	if err := json.NewDecoder(resp.Body).Decode(&p); err != nil {
		return nil, fmt.Errorf("decode {W}: %w", err)
	}
	return &p, nil
}

// {U}Payload{N} is the upstream's {V} document.
type {U}Payload{N} struct {
	ID        string            ` + "`json:\"id\"`" + `
	Name      string            ` + "`json:\"name\"`" + `
	Labels    map[string]string ` + "`json:\"labels,omitempty\"`" + `
	UpdatedAt time.Time         ` + "`json:\"updated_at\"`" + `
}

`, `// {T}Config{N} is read from the environment.
type {T}Config{N} struct {
	Endpoint string
	Timeout  time.Duration
	Retries  int
	Verbose  bool
}

func parse{T}Config{N}(env map[string]string) ({T}Config{N}, error) {
	c := {T}Config{N}{Endpoint: "https://api.example.com", Timeout: 30 * time.Second, Retries: 3}
	for k, v := range env {
		switch strings.ToUpper(k) {
		case "{T}_ENDPOINT":
			c.Endpoint = v
		case "{T}_TIMEOUT":
			d, err := time.ParseDuration(v)
			if err != nil {
				return c, fmt.Errorf("%s: %w", k, err)
			}
			c.Timeout = d
		case "{T}_VERBOSE":
			c.Verbose = v == "1" || strings.EqualFold(v, "true")
		default:
			if strings.HasPrefix(k, "{T}_") {
				return c, errors.New("unknown setting " + k)
			}
		}
	}
	return c, nil
}

`, `// run{T}Workers{N} processes jobs with n workers and returns the first error.
func run{T}Workers{N}(ctx context.Context, jobs []string, n int, do func(context.Context, string) error) error {
	ch := make(chan string)
	errs := make(chan error, n)
	var wg sync.WaitGroup
	for i := 0; i < n; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for j := range ch {
				if err := do(ctx, j); err != nil {
					select {
					case errs <- err:
					default:
					}
				}
			}
		}()
	}
	for _, j := range jobs {
		select {
		case ch <- j:
		case <-ctx.Done():
			close(ch)
			wg.Wait()
			return ctx.Err()
		}
	}
	close(ch)
	wg.Wait()
	select {
	case err := <-errs:
		return err
	default:
		return nil
	}
}

`, `// {T}Filter{N} selects {V}s by field.
type {T}Filter{N} interface {
	Match(fields map[string]any) bool
}

type {W}Equals{N} struct{ key, want string }

func (f {W}Equals{N}) Match(fields map[string]any) bool {
	switch v := fields[f.key].(type) {
	case string:
		return v == f.want
	case fmt.Stringer:
		return v.String() == f.want
	case nil:
		return false
	default:
		return fmt.Sprint(v) == f.want
	}
}

`},
	sites: [][]string{{ // mcp-go
		`func handle{T}{N}(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id, err := req.RequireString("id")
	if err != nil {
		return mcp.NewToolResultError("id is required: pass the {W} id"), nil
	}
	if id == "locked" {
		return &mcp.CallToolResult{
			IsError: true,
			Content: []mcp.Content{mcp.NewTextContent(fmt.Sprintf("{W} %s is locked", id))},
		}, nil
	}
	b, _ := json.Marshal(map[string]string{"code": "not_found", "id": id})
	res := mcp.NewToolResultText(string(b))
	res.IsError = true
	return res, nil
}

`, `// {W}Error{N} is the tool error result of this package.
func {W}Error{N}(format string, args ...any) *mcp.CallToolResult {
	return mcp.NewToolResultError(fmt.Sprintf(format, args...))
}

func handleList{T}{N}(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	limit := req.GetInt("limit", 20)
	if limit <= 0 || limit > 100 {
		return {W}Error{N}("limit must be between 1 and 100, got %d", limit), nil
	}
	owner := req.GetString("owner", "")
	if owner == "" {
		return {W}Error{N}("owner is required"), nil
	}
	items, err := fetch{T}List{N}(ctx, owner, limit)
	if err != nil {
		return {W}Error{N}("listing {W}s of %s failed: %v", owner, err), nil
	}
	return mcp.NewToolResultText(strings.Join(items, "\n")), nil
}

func fetch{T}List{N}(ctx context.Context, owner string, limit int) ([]string, error) {
	return nil, errors.New("not implemented")
}

`, `func handleDelete{T}{N}(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	name, err := req.RequireString("name")
	if err != nil {
		return mcp.NewToolResultErrorFromErr("invalid arguments", err), nil
	}
	if strings.HasPrefix(name, "system:") {
		return &mcp.CallToolResult{
			IsError: true,
			Content: []mcp.Content{mcp.NewTextContent("cannot delete a system {W}")},
			StructuredContent: map[string]any{
				"code":   "forbidden",
				"target": "name",
				"retry":  false,
			},
		}, nil
	}
	return mcp.NewToolResultText("deleted " + name), nil
}

`}, { // go-sdk
		`type {T}Args{N} struct {
	ID string ` + "`json:\"id\" jsonschema:\"the {W} id\"`" + `
}

func get{T}{N}(ctx context.Context, req *mcp.CallToolRequest, in {T}Args{N}) (*mcp.CallToolResult, any, error) {
	if in.ID == "" {
		return &mcp.CallToolResult{
			IsError: true,
			Content: []mcp.Content{&mcp.TextContent{Text: "id is required"}},
		}, nil, nil
	}
	if strings.ContainsAny(in.ID, "/\\") {
		res := &mcp.CallToolResult{}
		res.SetError(fmt.Errorf("invalid {W} id %q", in.ID))
		return res, nil, nil
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: in.ID}}}, nil, nil
}

`, `func {W}Failure{N}(code, msg string) *mcp.CallToolResult {
	b, _ := json.Marshal(map[string]string{"code": code, "message": msg})
	return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: string(b)}}}
}

func update{T}{N}(ctx context.Context, req *mcp.CallToolRequest, in {T}Args{N}) (*mcp.CallToolResult, any, error) {
	if in.ID == "" {
		return {W}Failure{N}("missing_id", "id is required"), nil, nil
	}
	if len(in.ID) > 64 {
		return {W}Failure{N}("too_long", "id is longer than 64 bytes"), nil, nil
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "ok"}}}, nil, nil
}

type {T}Args{N} struct{ ID string }

`}},
	tools: [][]string{{ // mcp-go
		`// Register{T}{N} adds the {W} tools to s.
func Register{T}{N}(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("get_{W}",
		mcp.WithDescription("Get a {W} by id"),
		mcp.WithString("id", mcp.Required(), mcp.Description("the {W} id")),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		id := req.GetString("id", "")
		return mcp.NewToolResultText("{W} " + id), nil
	})
}

`}, { // go-sdk
		`// Add{T}Tools{N} registers the {W} tools.
func Add{T}Tools{N}(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "list_{W}s", Description: "List {W}s"},
		func(ctx context.Context, req *mcp.CallToolRequest, in struct{ Owner string }) (*mcp.CallToolResult, any, error) {
			return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "[]"}}}, nil, nil
		})
}

`}},
	tests: []string{`func Test{T}Missing{N}(t *testing.T) {
	res, err := callTool(t, "get_{W}", map[string]any{})
	if err != nil {
		t.Fatal(err)
	}
	if !res.IsError {
		t.Fatalf("get_{W} without id: got %+v, want an error result", res)
	}
}

`, `func Test{T}Roundtrip{N}(t *testing.T) {
	for _, tc := range []struct {
		name, id string
		want     string
	}{
		{"plain", "a1", "{W} a1"},
		{"spaces", " b2 ", "{W} b2"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := strings.TrimSpace(tc.id)
			if "{W} "+got != tc.want {
				t.Errorf("got %q, want %q", got, tc.want)
			}
		})
	}
}

`},
}
