// Package menu is the kitchen's API for the packages that write dishes.
package menu

import "example.com/vetdemo/indirect/kitchen"

// Dish is the kitchen's dish.
type Dish = kitchen.Dish

// Add adds a dish to the kitchen.
func Add(d Dish) { kitchen.Add(d) }
