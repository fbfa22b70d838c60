package client

import (
	"errors"
	"fmt"
	"time"
)

// API is the jobs service's client; it answers each call with a response struct.
type API struct {
	jobs map[string]string
}

func New() *API { return &API{jobs: map[string]string{}} }

type Context struct {
	ErrorMessage string    `json:"error,omitempty"`
	Timestamp    time.Time `json:"timestamp"`
}

type Response struct {
	Status  string  `json:"status"`
	Context Context `json:"context"`
	Output  string  `json:"output,omitempty"`
}

func (a *API) Pause(id string) Response {
	if a.jobs == nil {
		return Response{ // want: softerror function=API.Pause related=main.go:29
			Status:  "error",
			Context: Context{ErrorMessage: "no session", Timestamp: time.Now()},
		}
	}
	if err := a.send(id, "pause"); err != nil {
		return Response{Context: Context{ErrorMessage: fmt.Sprintf("failed to pause %s: %v", id, err)}} // want: softerror function=API.Pause related=main.go:29
	}
	return Response{Status: "paused"}
}

func (a *API) Resume(id string) Response {
	if a.jobs == nil {
		return a.respond("", errors.New("no session"))
	}
	return a.respond("resumed", a.send(id, "resume"))
}

// respond builds the answer of a call from its error, the way the client's methods share.
func (a *API) respond(out string, err error) Response {
	ctx := Context{Timestamp: time.Now()}
	if err != nil {
		ctx.ErrorMessage = err.Error()
		return Response{Status: "error", Context: ctx} // want: softerror function=API.respond related=42,44,main.go:33
	}
	return Response{Status: "success", Context: ctx, Output: out}
}

// Start sets the message on the context it answers with when the call fails, and keeps the
// status it gives a success: the JSON says "error" all the same.
func (a *API) Start(id string) Response {
	ctx := Context{Timestamp: time.Now()}
	if err := a.send(id, "start"); err != nil {
		ctx.ErrorMessage = err.Error() // want: softerror function=API.Start related=64,main.go:76
	}
	return Response{Status: "started", Context: ctx}
}

// Logs answers a partial success: the output is there, the state is not. Its own status says
// success, with the note beside it.
func (a *API) Logs(id string) Response {
	if err := a.send(id, "state"); err != nil {
		return Response{Status: "success", Context: Context{ErrorMessage: fmt.Sprintf("state unavailable: %v", err)}, Output: a.jobs[id]}
	}
	return Response{Status: "success", Output: a.jobs[id]}
}

// Stop returns its failure as an error, beside the struct: the tool answers it with an
// isError result.
func (a *API) Stop(id string) (Response, error) {
	if err := a.send(id, "stop"); err != nil {
		return Response{Status: "error"}, err
	}
	return Response{Status: "stopped"}, nil
}

// Describe sets the message from a variable that is empty on success: the JSON says nothing
// failed then, and this file cannot say when it does.
func (a *API) Describe(id, msg string) Response {
	return Response{Status: a.jobs[id], Context: Context{ErrorMessage: msg}}
}

func (a *API) send(id, verb string) error {
	if _, ok := a.jobs[id]; !ok {
		return fmt.Errorf("%s: no job %s", verb, id)
	}
	return nil
}
