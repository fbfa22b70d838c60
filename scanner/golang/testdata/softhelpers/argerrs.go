package main

// errNoLabel is labelArg's answer to a call without a label (argread.go).
const errNoLabel = "Required parameter 'label' is missing"
