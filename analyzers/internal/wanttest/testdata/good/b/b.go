package b

import "example.com/good/a"

func use() int {
	x := a.BadOne() // want `call of bad function BadOne` related=a/a.go:4
	return x + a.FarAway()
}

func badLocal() int { // want badLocal:`mark\(b/b.go:11\)`
	return 3
}

func fix() int {
	return badLocal() // want `call of bad function badLocal` related=11
}
