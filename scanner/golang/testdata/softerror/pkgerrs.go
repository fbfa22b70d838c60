package main

// The texts the handlers of pkgconsts.go answer with, declared in a file of their own.
const (
	errMissingCity = "Required parameter 'city' is missing"
	errEmptyCity   = "Parameter 'city' must be a non-empty string"
	noStations     = "No stations found"
	cityPrefix     = "Forecast for "
)

var errBadUnit = "Invalid unit: use metric or imperial"

var unitHelp = "Units: metric or imperial"

var errBadDays = "Invalid number of days"
