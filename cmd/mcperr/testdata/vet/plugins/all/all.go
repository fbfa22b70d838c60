// Package all links every plugin in.
package all

import (
	_ "example.com/vetdemo/plugins/lower"
	_ "example.com/vetdemo/plugins/quiet"
	_ "example.com/vetdemo/plugins/shout"
)
