// Package mail keeps the messages the tools of the server look through; the criteria come from // want package:`methods\(mail.Store\)`
// the client, field by field.
package mail

// Criteria selects messages.
type Criteria struct {
	Box   string `json:"box"`
	Limit int    `json:"limit"`
}

// Store holds message numbers per box.
type Store struct{ boxes map[string][]uint32 }

// Latest keeps the newest Limit messages; a Limit of 0 or above 20 means 20, but a negative
// one passes both checks and counts back past the start.
func (s *Store) Latest(c *Criteria) []uint32 { // want Latest:`summary\(returns\[\[0\]\]; slice bound from argument-derived input with no lower bound check at mail/mail.go:23 if \[1\]\)`
	nums := s.boxes[c.Box]
	n := c.Limit
	if n == 0 || n > 20 {
		n = 20
	}
	if len(nums) > n {
		nums = nums[len(nums)-n:] // want `^slice bound from argument-derived input with no lower bound check in mail.Store.Latest, which tool handler latest calls: mcp-go v0.6.0 has no recovery of its own, so the panic kills the process on stdio and SSE; check the value and return an isError result, or recover in the handler \(server.WithRecovery\(\) came in v0.20.0\)$` related=server/main.go:20,server/main.go:41
	}
	return nums
}

// Newest refuses a negative Limit first: fine.
func (s *Store) Newest(c *Criteria) []uint32 { // want Newest:`summary\(returns\[\[0\]\]\)`
	nums := s.boxes[c.Box]
	n := c.Limit
	if n <= 0 || n > 20 {
		n = 20
	}
	if len(nums) > n {
		nums = nums[len(nums)-n:]
	}
	return nums
}
