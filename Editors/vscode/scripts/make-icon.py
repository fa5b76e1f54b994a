#!/usr/bin/env python3
"""Draws the extension's icon, images/icon.png: a pulse line on a rounded navy square, 128 x 128.

Standard library only (the PNG is written with zlib and struct). The output is the same bytes on
every run, so the committed PNG can be checked against this script:

    python3 scripts/make-icon.py            # writes images/icon.png beside package.json
    python3 scripts/make-icon.py out.png    # writes elsewhere
"""

import math
import os
import struct
import sys
import zlib

SIZE = 128
CORNER = 28  # radius of the square's corners
TOP = (0x1B, 0x26, 0x3F)  # background gradient, top to bottom
BOTTOM = (0x24, 0x3A, 0x66)
LINE = (0x4A, 0xE3, 0xA4)  # the pulse
LINE_WIDTH = 7.0
GLOW = 7.0  # how far the pulse's soft halo reaches past its edge
# The pulse: flat, a small bump, the spike up and down, flat again.
PULSE = [(12, 72), (38, 72), (45, 62), (52, 72), (60, 72), (68, 28), (79, 102), (88, 72), (104, 72)]
DOT = ((110, 72), 6.5)  # a dot where the trace is now, centre and radius


def clamp(value, low=0.0, high=1.0):
    return max(low, min(high, value))


def rounded_square_distance(x, y):
    """Signed distance from (x, y) to the edge of the rounded square (negative inside)."""
    half = SIZE / 2
    qx = abs(x - half) - (half - CORNER)
    qy = abs(y - half) - (half - CORNER)
    outside = math.hypot(max(qx, 0.0), max(qy, 0.0))
    inside = min(max(qx, qy), 0.0)
    return outside + inside - CORNER


def segment_distance(px, py, a, b):
    ax, ay = a
    bx, by = b
    dx, dy = bx - ax, by - ay
    t = clamp(((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy))
    return math.hypot(px - (ax + t * dx), py - (ay + t * dy))


def pulse_distance(x, y):
    """Distance from (x, y) to the pulse's centre line or the dot's edge, whichever is nearer to the ink."""
    line = min(segment_distance(x, y, PULSE[i], PULSE[i + 1]) for i in range(len(PULSE) - 1)) - LINE_WIDTH / 2
    (cx, cy), radius = DOT
    dot = math.hypot(x - cx, y - cy) - radius
    return min(line, dot)


def over(base, color, alpha):
    return tuple(b + (c - b) * alpha for b, c in zip(base, color))


def pixel(x, y):
    # Sample at the pixel's centre; a distance of one pixel fades the edges (antialiasing).
    cx, cy = x + 0.5, y + 0.5
    shape = clamp(0.5 - rounded_square_distance(cx, cy))
    if shape == 0.0:
        return (0, 0, 0, 0)
    t = cy / SIZE
    color = tuple(top + (bottom - top) * t for top, bottom in zip(TOP, BOTTOM))
    distance = pulse_distance(cx, cy)
    halo = clamp(1.0 - distance / GLOW) ** 2 * 0.35 if distance > 0 else 0.35
    color = over(color, LINE, halo)
    color = over(color, LINE, clamp(0.5 - distance))
    return tuple(int(round(channel)) for channel in color) + (int(round(255 * shape)),)


def chunk(kind, data):
    body = kind + data
    return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)


def png(width, height, rows):
    raw = b"".join(b"\x00" + bytes(channel for rgba in row for channel in rgba) for row in rows)
    header = struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0)  # 8-bit RGBA
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b"")


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    target = sys.argv[1] if len(sys.argv) > 1 else os.path.join(here, "..", "images", "icon.png")
    rows = [[pixel(x, y) for x in range(SIZE)] for y in range(SIZE)]
    os.makedirs(os.path.dirname(os.path.abspath(target)), exist_ok=True)
    with open(target, "wb") as file:
        file.write(png(SIZE, SIZE, rows))
    print(f"wrote {os.path.normpath(target)}")


if __name__ == "__main__":
    main()
