package main

import (
	"context"
	"errors"
)

var errNotFound = errors.New("not found")

type note struct {
	Body    string
	Deleted bool
}

// store is an in-memory note store.
type store struct {
	notes map[string]note
}

func newStore() *store { return &store{notes: map[string]note{}} }

func (st *store) get(_ context.Context, id string) (note, error) {
	n, ok := st.notes[id]
	if !ok {
		return note{}, errNotFound
	}
	return n, nil
}

func (st *store) has(id string) bool                                   { _, ok := st.notes[id]; return ok }
func (st *store) locked(string) bool                                   { return false }
func (st *store) delete(id string)                                     { delete(st.notes, id) }
func (st *store) ready() bool                                          { return true }
func (st *store) readOnly() bool                                       { return false }
func (st *store) partial(hits []string) bool                           { return len(hits) > 100 }
func (st *store) search(_ context.Context, q string) ([]string, error) { return nil, nil }

// jobStatus has a field named IsError, but it is not a tool result.
type jobStatus struct {
	IsError bool
}

func markFailed() *jobStatus {
	js := &jobStatus{}
	js.IsError = true // not a site: js is the repository's own type
	return js
}
