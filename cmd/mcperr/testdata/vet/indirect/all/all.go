// Package all links every tool package in.
package all

import (
	_ "example.com/vetdemo/indirect/dishes"
	_ "example.com/vetdemo/indirect/inits"
)
