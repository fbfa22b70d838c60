package main

import (
	"context"
	"fmt"
	"strconv"

	"github.com/mark3labs/mcp-go/mcp"
)

// forecastHandler builds the handler of the forecast tool; its guards answer with failure
// texts that are constants of pkgerrs.go.
func forecastHandler(units []string) func(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return func(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		cityArg, ok := request.GetArguments()["city"]
		if !ok || cityArg == nil {
			// Bad: another file's constant failure text, as a success.
			return mcp.NewToolResultText(errMissingCity), nil // want: softerror related=16,pkgerrs.go:5 function=forecastHandler
		}
		city, ok := cityArg.(string)
		if !ok || city == "" {
			msg := errEmptyCity
			return mcp.NewToolResultText(msg), nil // want: softerror related=21,pkgerrs.go:6
		}
		unit, _ := request.GetArguments()["unit"].(string)
		if unit != "metric" && unit != "imperial" {
			return mcp.NewToolResultText(errBadUnit + ": " + unit), nil // want: softerror related=26,pkgerrs.go:11
		}
		if len(units) == 0 {
			// Good: an empty answer, though a constant.
			return mcp.NewToolResultText(noStations), nil
		}
		if unit == "help" {
			// Good: a constant that names no failure.
			return mcp.NewToolResultText(unitHelp), nil
		}
		if city == "here" {
			// Good: a local of the same name as a failure constant shadows it.
			errMissingCityX := "Forecast for your location"
			return mcp.NewToolResultText(errMissingCityX), nil
		}
		if city == "nowhere" {
			// Good: a name no file of the package declares.
			return mcp.NewToolResultText(undeclaredText), nil
		}
		switch errMissingCity := request.GetArguments()["note"].(type) {
		case string:
			// Good: a type switch's alias of the same name as a failure constant.
			return mcp.NewToolResultText(errMissingCity), nil
		}
		days, err := strconv.Atoi(request.GetString("days", "1"))
		if err != nil {
			// Bad: an error check's constant failure text, as a success.
			return mcp.NewToolResultText(errBadDays), nil // want: softerror related=52,pkgerrs.go:15
		}
		return mcp.NewToolResultText(fmt.Sprintf("%s%s: sunny for %d days", cityPrefix, city, days)), nil
	}
}
