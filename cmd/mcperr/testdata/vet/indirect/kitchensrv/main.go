// Command kitchensrv serves the kitchen with the dishes of package soups.
package main

import (
	"example.com/vetdemo/indirect/kitchen"
	_ "example.com/vetdemo/indirect/soups"
)

func main() { _ = kitchen.Serve() }
