"""The app's icons: PNG written with zlib, no image library needed."""

from __future__ import annotations


def png_icon(size: int) -> bytes:
    import struct
    import zlib

    def chunk(kind: bytes, data: bytes) -> bytes:
        return (struct.pack(">I", len(data)) + kind + data
                + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF))

    rows = []
    c = (size - 1) / 2
    for y in range(size):
        row = bytearray(b"\x00")
        for x in range(size):
            dx, dy = (x - c) / size, (y - c) / size
            r2 = dx * dx + dy * dy
            if r2 < 0.16:  # the planet: sea blue, land green, ice white on top
                if dy < -0.28:
                    px = (240, 248, 255)
                elif (dx * 3 + dy * 2) % 0.5 < 0.22 and r2 < 0.13:
                    px = (46, 139, 87)
                else:
                    px = (30, 100, 180)
            else:
                px = (250, 246, 232)
            row += bytes(px)
        rows.append(bytes(row))
    raw = zlib.compress(b"".join(rows), 9)
    header = struct.pack(">IIBBBBB", size, size, 8, 2, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", raw) + chunk(b"IEND", b"")
