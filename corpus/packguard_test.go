package corpus

import (
	"bufio"
	"bytes"
	"compress/zlib"
	"encoding/binary"
	"errors"
	"strings"
	"testing"
)

// packEntry encodes one pack object: its header declaring size, the delta prefix (an
// ofs-delta's offset), and data compressed.
func packEntry(typ int, size int64, prefix, data []byte) []byte {
	var b bytes.Buffer
	c := byte(typ<<4) | byte(size&0x0f)
	size >>= 4
	for size > 0 {
		b.WriteByte(c | 0x80)
		c = byte(size & 0x7f)
		size >>= 7
	}
	b.WriteByte(c)
	b.Write(prefix)
	zw := zlib.NewWriter(&b)
	zw.Write(data)
	zw.Close()
	return b.Bytes()
}

// pack joins entries behind a pack header and a (fake) trailing checksum.
func pack(entries ...[]byte) []byte {
	var b bytes.Buffer
	b.WriteString("PACK")
	binary.Write(&b, binary.BigEndian, uint32(2))
	binary.Write(&b, binary.BigEndian, uint32(len(entries)))
	for _, e := range entries {
		b.Write(e)
	}
	b.Write(make([]byte, 20))
	return b.Bytes()
}

// deltaSizes is the start of a delta: base size and result size, base-128 little-endian.
func deltaSizes(base, target int64) []byte {
	var b []byte
	for _, v := range []int64{base, target} {
		for v >= 0x80 {
			b = append(b, byte(v)|0x80)
			v >>= 7
		}
		b = append(b, byte(v))
	}
	return b
}

// TestCheckPack: a well-formed pack passes through unchanged; every way a pack can make
// go-git inflate more than the cap is refused as too large before the object's data is
// passed on.
func TestCheckPack(t *testing.T) {
	small := []byte("package main\n")
	good := pack(packEntry(3, int64(len(small)), nil, small),
		packEntry(6, 20, []byte{0x05}, append(deltaSizes(13, 20), 0x90, 0x0d, 0x07, 'x', 'x', 'x', 'x', 'x', 'x', 'x')))
	var out bytes.Buffer
	if err := checkPack(&passReader{r: bufio.NewReader(bytes.NewReader(good)), w: &out, max: 1 << 20}); err != nil || !bytes.Equal(out.Bytes(), good) {
		t.Fatalf("a good pack: %v, passed on %d of %d bytes", err, out.Len(), len(good))
	}
	zeros := make([]byte, 4<<20)
	for name, c := range map[string]struct {
		pack   []byte
		want   string
		passed int // at most this many bytes reach go-git
	}{
		"declared size":        {pack(packEntry(3, int64(len(small)), nil, small), packEntry(3, 5<<30, nil, small)), "declares 5368709120 bytes", 64},
		"inflates past header": {pack(packEntry(3, 10, nil, zeros)), "inflates past the 10 bytes it declares", 64 << 10},
		"delta result":         {pack(packEntry(3, 13, nil, small), packEntry(6, 8, []byte{0x05}, deltaSizes(13, 3<<30))), "makes 3221225472 bytes", 64},
		"pack bytes":           {pack(packEntry(3, 600<<10, nil, randomBytes(600<<10, 1)), packEntry(3, 600<<10, nil, randomBytes(600<<10, 2))), "the pack is over 1048576 bytes", 1 << 20},
	} {
		var out bytes.Buffer
		err := checkPack(&passReader{r: bufio.NewReader(bytes.NewReader(c.pack)), w: &out, max: 1 << 20})
		if !errors.Is(err, errTooLarge) || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v, want too large: %s", name, err, c.want)
		}
		if out.Len() > c.passed {
			t.Errorf("%s: %d bytes passed on before the refusal", name, out.Len())
		}
	}
}
