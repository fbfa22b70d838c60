package a

func BadOne() int { // want BadOne:`mark\(a/a.go:4\)`
	return 1
}

func FarAway() int { // want FarAway:`mark\(a/a.go:8\)`
	return 2 // want `far function reached` related=b/b.go:99
}

func BadPos() int { // want BadPos:`mark`
	return 4
}
