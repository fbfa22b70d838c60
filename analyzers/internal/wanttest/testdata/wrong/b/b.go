package b

import "example.com/wrong/a"

func use() int {
	x := a.BadOne()                     // want `call of bad function BadOne`
	return x + a.FarAway() + a.BadPos() // want `call of bad function BadPos` related=a/a.go:12
}

func badLocal() int { // want badLocal:`mark\(b/b.go:11\)`
	return 3
}

func fix() int {
	return badLocal() // want `call of bad function badLocal` related=11 `never reported`
}
