// Package cursors decodes the opaque page cursors a client hands back: some refuse a negative
// offset before every successful return, and their callers may slice with it.
package cursors

import (
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
)

// Page is where a listing resumes.
type Page struct {
	Offset int    `json:"o"`
	Size   int    `json:"s"`
	Skip   int    `json:"k"`
	Sort   string `json:"r"`
}

func unpack(c string, p *Page) error {
	raw, err := base64.StdEncoding.DecodeString(c)
	if err != nil {
		return fmt.Errorf("cursor: %w", err)
	}
	return json.Unmarshal(raw, p)
}

// DecodePage refuses a negative offset and a size below one: both have a lower end when it
// succeeds; Skip is never checked.
func DecodePage(c string) (Page, error) { // want DecodePage:`summary\(returns\[\[0\] \[\]\]; lower 0.Offset; lower 0.Size\)`
	var p Page
	if err := unpack(c, &p); err != nil {
		return Page{}, err
	}
	if p.Offset < 0 {
		return Page{}, fmt.Errorf("offset %d below 0", p.Offset)
	}
	if p.Size < 1 {
		return Page{}, errors.New("size below 1")
	}
	return p, nil
}

// DecodeAgain hands on what DecodePage gives.
func DecodeAgain(c string) (Page, error) { // want DecodeAgain:`summary\(returns\[\[0\] \[\]\]; lower 0.Offset; lower 0.Size\)`
	return DecodePage(c)
}

// DecodeStrict refuses a negative offset, and returns the page it decoded by address.
func DecodeStrict(c string) (*Page, error) { // want DecodeStrict:`summary\(returns\[\[0\] \[\]\]; nilErr\[0\]; lower 0.Offset\)`
	var p Page
	if err := unpack(c, &p); err != nil {
		return nil, err
	}
	if p.Offset < 0 {
		return nil, errors.New("offset below 0")
	}
	return &p, nil
}

// DecodeLoose checks the offset only when asked to: its other successful return gives no lower
// end.
func DecodeLoose(c string, strict bool) (*Page, error) { // want DecodeLoose:`summary\(returns\[\[0\] \[\]\]; nilErr\[0\]\)`
	var p Page
	if err := unpack(c, &p); err != nil {
		return nil, err
	}
	if !strict {
		return &p, nil
	}
	if p.Offset < 0 {
		return nil, errors.New("offset below 0")
	}
	return &p, nil
}

// DecodeShifted checks the offset, then moves it back: no lower end.
func DecodeShifted(c string) (Page, error) { // want DecodeShifted:`summary\(returns\[\[0\] \[\]\]\)`
	var p Page
	if err := unpack(c, &p); err != nil {
		return Page{}, err
	}
	if p.Offset < 0 {
		return Page{}, errors.New("offset below 0")
	}
	p.Offset -= 10
	return p, nil
}
