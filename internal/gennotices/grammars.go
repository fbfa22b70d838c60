package main

// mitText is the MIT licence after its copyright line, as the tree-sitter projects carry it.
const mitText = `Permission is hereby granted, free of charge, to any person obtaining a copy
of this software and associated documentation files (the "Software"), to deal
in the Software without restriction, including without limitation the rights
to use, copy, modify, merge, publish, distribute, sublicense, and/or sell
copies of the Software, and to permit persons to whom the Software is
furnished to do so, subject to the following conditions:

The above copyright notice and this permission notice shall be included in all
copies or substantial portions of the Software.

THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE
SOFTWARE.
`

// grammarCopyright holds the copyright line of each grammar repository whose generated parser
// go-tree-sitter bundles. go-tree-sitter copies parser.c and scanner.c without the grammar's
// LICENSE, so the module cache cannot give it: a grammar imported without an entry here stops
// the generator, so the notices never miss one. Each line is the one of the grammar's LICENSE
// at its repository's head (checked on 2026-12-01).
var grammarCopyright = map[string]string{
	"https://github.com/tree-sitter/tree-sitter-go":         "Copyright (c) 2014 Max Brunsfeld",
	"https://github.com/tree-sitter/tree-sitter-javascript": "Copyright (c) 2014 Max Brunsfeld",
	"https://github.com/tree-sitter/tree-sitter-python":     "Copyright (c) 2016 Max Brunsfeld",
	"https://github.com/tree-sitter/tree-sitter-typescript": "Copyright (c) 2017 Max Brunsfeld",
}

// runtimeNotices covers the C sources of the tree-sitter runtime that go-tree-sitter bundles
// (lib/src of tree-sitter, with ICU's UTF-8/UTF-16 macros), compiled into mcperr by cgo.
const runtimeNotices = `tree-sitter runtime (https://github.com/tree-sitter/tree-sitter), bundled by
github.com/smacker/go-tree-sitter as its *.c and *.h files (MIT):

Copyright (c) 2018-2023 Max Brunsfeld

` + mitText + `
ICU headers utf8.h, utf16.h, umachine.h and urename.h, bundled with the tree-sitter runtime
(Unicode-3.0; "© 2016 and later: Unicode, Inc. and others", "Copyright (C) 1999-2015,
International Business Machines Corporation and others. All Rights Reserved."):

UNICODE LICENSE V3

COPYRIGHT AND PERMISSION NOTICE

Copyright © 2016-2024 Unicode, Inc.

NOTICE TO USER: Carefully read the following legal agreement. BY
DOWNLOADING, INSTALLING, COPYING OR OTHERWISE USING DATA FILES, AND/OR
SOFTWARE, YOU UNEQUIVOCALLY ACCEPT, AND AGREE TO BE BOUND BY, ALL OF THE
TERMS AND CONDITIONS OF THIS AGREEMENT. IF YOU DO NOT AGREE, DO NOT
DOWNLOAD, INSTALL, COPY, DISTRIBUTE OR USE THE DATA FILES OR SOFTWARE.

Permission is hereby granted, free of charge, to any person obtaining a
copy of data files and any associated documentation (the "Data Files") or
software and any associated documentation (the "Software") to deal in the
Data Files or Software without restriction, including without limitation
the rights to use, copy, modify, merge, publish, distribute, and/or sell
copies of the Data Files or Software, and to permit persons to whom the
Data Files or Software are furnished to do so, provided that either (a)
this copyright and permission notice appear with all copies of the Data
Files or Software, or (b) this copyright and permission notice appear in
associated Documentation.

THE DATA FILES AND SOFTWARE ARE PROVIDED "AS IS", WITHOUT WARRANTY OF ANY
KIND, EXPRESS OR IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF
MERCHANTABILITY, FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT OF
THIRD PARTY RIGHTS.

IN NO EVENT SHALL THE COPYRIGHT HOLDER OR HOLDERS INCLUDED IN THIS NOTICE
BE LIABLE FOR ANY CLAIM, OR ANY SPECIAL INDIRECT OR CONSEQUENTIAL DAMAGES,
OR ANY DAMAGES WHATSOEVER RESULTING FROM LOSS OF USE, DATA OR PROFITS,
WHETHER IN AN ACTION OF CONTRACT, NEGLIGENCE OR OTHER TORTIOUS ACTION,
ARISING OUT OF OR IN CONNECTION WITH THE USE OR PERFORMANCE OF THE DATA
FILES OR SOFTWARE.

Except as contained in this notice, the name of a copyright holder shall
not be used in advertising or otherwise to promote the sale, use or other
dealings in these Data Files or Software without prior written
authorization of the copyright holder.

SPDX-License-Identifier: Unicode-3.0
`
