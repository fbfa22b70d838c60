package ledger

import "fmt"

// Book keeps the accounts; each call answers with a receipt.
type Book struct {
	accounts map[string]int
}

func Open() *Book { return &Book{accounts: map[string]int{}} }

type Receipt struct {
	Account string `json:"account"`
	Amount  int    `json:"amount"`
	Success bool   `json:"success"`
	Error   string `json:"error,omitempty"`
}

// Charge answers an unknown account with a failure receipt and a nil error.
func (b *Book) Charge(account string, amount int) (Receipt, error) {
	if _, ok := b.accounts[account]; !ok {
		return Receipt{Account: account, Success: false, Error: fmt.Sprintf("no account %q", account)}, nil // want: softerror function=Book.Charge related=tools/handlers.go:23,tools/handlers.go:33
	}
	b.accounts[account] -= amount
	return Receipt{Account: account, Amount: amount, Success: true}, nil
}

// Refund only ever answers with a success receipt.
func (b *Book) Refund(account string, amount int) (Receipt, error) {
	b.accounts[account] += amount
	return Receipt{Account: account, Amount: amount, Success: true}, nil
}
