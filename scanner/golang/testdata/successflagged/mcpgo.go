package main

import (
	"context"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
)

const savedMsg = "Order saved"

func createOrder(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id := req.GetString("id", "")
	switch id {
	case "a":
		// Bad: the flag says the creation failed, the text says it worked.
		return mcp.NewToolResultError("Order created successfully"), nil // want: errorresult shape=prose-only; successflagged
	case "b":
		return mcp.NewToolResultErrorf("order %s was updated", id), nil // want: errorresult shape=prose-only; successflagged
	case "c":
		return mcp.NewToolResultError(savedMsg + ": " + id), nil // want: errorresult shape=prose-only; successflagged
	case "d":
		// Fine: the text negates the success.
		return mcp.NewToolResultError("order was not created"), nil // want: errorresult shape=prose-only
	case "e":
		// Fine: a failure that mentions the word.
		return mcp.NewToolResultError(fmt.Sprintf("failed to save order %s", id)), nil // want: errorresult shape=prose-only
	case "f":
		// Fine: the text is built at run time and is not judged.
		return mcp.NewToolResultError(id), nil // want: errorresult shape=unknown
	case "h":
		// Fine: "non-success" and a timed-out wait say the work was not done.
		return mcp.NewToolResultErrorf("API returned non-success status: %s", id), nil // want: errorresult shape=prose-only
	case "i":
		return mcp.NewToolResultError("timed out waiting for the order to be completed"), nil // want: errorresult shape=prose-only
	case "g":
		// Fine: the result is dropped for the non-nil error, so the client never reads the text.
		return mcp.NewToolResultError("order saved"), fmt.Errorf("order %s saved twice", id) // want: errorresult shape=prose-only outcome=protocol-error
	}
	// Fine: a success result says it succeeded.
	return mcp.NewToolResultText("Order created successfully"), nil
}
