package scanner

import (
	"io/fs"
	"syscall"
)

// statOf returns what the stat behind fi says of the file's identity and last change.
func statOf(fi fs.FileInfo) fileStat {
	st, ok := fi.Sys().(*syscall.Stat_t)
	if !ok {
		return fileStat{}
	}
	return fileStat{ok: true, dev: uint64(st.Dev), ino: st.Ino, size: st.Size,
		mtime: st.Mtim.Nano(), ctime: st.Ctim.Nano(), mode: st.Mode}
}
