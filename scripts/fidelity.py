#!/usr/bin/env python3
"""Score render-gifs' ten README scenes against SwipeCellKit's README GIFs.

Usage:
  scripts/fidelity.py GIF_DIR RENDER_GIFS [--out docs/fidelity.md] [--work DIR]
                      [--scenes NAME,...] [--json FILE]
  scripts/fidelity.py --mgswipe MGSWIPE_ASSETS RENDER_GIFS [--work DIR] [--json FILE]

GIF_DIR holds the ten GIFs as they are in SwipeCellKit's repository, folder
`Screenshots/` (Transition-Border.gif, ..., Vertical-Centering.gif).
RENDER_GIFS is the built binary (`swift build -c release --show-bin-path`).

For each scene the script renders a PNG sequence at the GIF's pixel width and
frame rate, then compares it with the GIF:

1. Every frame of both sequences is blurred with a Gaussian of sigma 3 px, so
   that layout, colour and motion count and the font's glyph shapes hardly do.
2. cost[i][j] is the mean absolute difference over the RGB channels (0-255)
   between GIF frame i and rendered frame j.
3. A monotone path pairs every GIF frame i with a rendered frame j(i), with
   j never decreasing, and minimises the summed cost (dynamic time warping;
   the first GIF frame may pair with any rendered frame). Among equal sums the
   earliest rendered frame wins.
4. Reported: mean and 90th percentile of the costs along the path, and the
   drift: the median of |t_gif(i) - t_rendered(j(i))| in milliseconds, where a
   GIF frame's time is the sum of the delays before it and a rendered frame's
   is j / fps.

It also checks, for the middle frame of each scene, that `render-gifs frame`
(one frame alone) writes the same pixels as the sequence.

The results go to a Markdown file (default docs/fidelity.md) with the table,
the method and the commands that reproduce it. Needs Python 3, numpy and
Pillow.
"""
import argparse
import json
import os
import subprocess
import sys
import tempfile

import numpy as np
from PIL import Image, ImageFilter

# Scene, GIF name, width in pixels, frames per second (the GIF's own delay;
# Vertical-Centering's single 1-s frame aside, its frames are 100 ms).
SCENES = [
    ("transition-border", "Transition-Border", 440, 12.5),
    ("transition-drag", "Transition-Drag", 440, 12.5),
    ("transition-reveal", "Transition-Reveal", 440, 12.5),
    ("transition-delegate", "Transition-Delegate", 440, 12.5),
    ("expansion-none", "Expansion-None", 440, 12.5),
    ("expansion-selection", "Expansion-Selection", 440, 12.5),
    ("expansion-destructive", "Expansion-Destructive", 440, 12.5),
    ("expansion-delegate", "Expansion-Delegate", 440, 33.333333),
    ("hero", "Hero", 494, 12.5),
    ("vertical-centering", "Vertical-Centering", 376, 10),
]

BLUR_SIGMA = 3.0
GOAL = {"mean": 3.0, "p90": 5.0, "drift_ms": 40.0}


# MARK: - Frames

def gif_frames(path):
    """The GIF's frames composited to RGB, and each frame's start time in ms."""
    frames, starts, clock = [], [], 0
    with Image.open(path) as gif:
        for index in range(getattr(gif, "n_frames", 1)):
            gif.seek(index)
            frames.append(gif.convert("RGB"))
            starts.append(clock)
            clock += gif.info.get("duration", 100) or 100
    return frames, np.array(starts, dtype=np.float64)


def png_frames(folder):
    names = sorted(n for n in os.listdir(folder) if n.endswith(".png"))
    if not names:
        sys.exit(f"fidelity: {folder} holds no PNG frames")
    return [Image.open(os.path.join(folder, n)).convert("RGB") for n in names], names


def blurred(frames):
    """One float32 row per frame: the frame blurred with sigma BLUR_SIGMA, flattened."""
    rows = [np.asarray(f.filter(ImageFilter.GaussianBlur(BLUR_SIGMA)), dtype=np.float32).ravel() for f in frames]
    return np.stack(rows)


# MARK: - Scoring

def cost_matrix(gif, rendered):
    """cost[i, j]: mean |GIF_i - rendered_j| over pixels and channels."""
    cost = np.empty((len(gif), len(rendered)), dtype=np.float64)
    for j in range(len(rendered)):
        cost[:, j] = np.abs(gif - rendered[j]).mean(axis=1)
    return cost


def monotone_path(cost):
    """The non-decreasing j(i) of least summed cost; ties go to the earliest j."""
    n, m = cost.shape
    total = cost[0].copy()
    choices = np.zeros((n, m), dtype=np.int64)  # the j(i-1) that j(i) = column continues from
    for i in range(1, n):
        # best[j] = min over k <= j of total[k], and where that minimum first occurs.
        best_index = np.zeros(m, dtype=np.int64)
        best = np.empty(m)
        running, where = np.inf, 0
        for j in range(m):
            if total[j] < running:
                running, where = total[j], j
            best[j], best_index[j] = running, where
        choices[i] = best_index
        total = cost[i] + best
    path = [int(np.argmin(total))]
    for i in range(n - 1, 0, -1):
        path.append(int(choices[i][path[-1]]))
    return path[::-1]


def score(gif_path, folder, fps):
    gif, starts = gif_frames(gif_path)
    rendered, names = png_frames(folder)
    size = gif[0].size
    wrong = [n for n, f in zip(names, rendered) if f.size != size]
    if wrong:
        sys.exit(f"fidelity: {folder}/{wrong[0]} is not {size[0]}x{size[1]}")
    cost = cost_matrix(blurred(gif), blurred(rendered))
    path = monotone_path(cost)
    along = cost[np.arange(len(path)), path]
    drift = np.abs(starts - np.array(path) * 1000.0 / fps)
    return {
        "gif_frames": len(gif),
        "rendered_frames": len(rendered),
        "mean": float(along.mean()),
        "p90": float(np.percentile(along, 90)),
        "drift_ms": float(np.median(drift)),
        "best_possible_mean": float(cost.min(axis=1).mean()),
    }


# MARK: - Rendering

def run(command):
    done = subprocess.run(command, capture_output=True, text=True)
    if done.returncode != 0:
        sys.exit(f"fidelity: {' '.join(command)} failed:\n{done.stderr}")


def render(binary, scene, width, fps, out, name=None):
    run([binary, "render", scene, "--width", str(width), "--fps", str(fps), "--out", out])
    return os.path.join(out, name or scene)


# The five GIFs of MGSwipeTableCell's README (its folder `readme-assets/`), 478 px wide, each
# reproduced by a scene file in Examples/mgswipe/ rendered at 50 fps.
MGSWIPE = [("border", "border"), ("static", "static"), ("clip", "clip"), ("drag", "drag"), ("3d", "3d")]


def score_mgswipe(assets, binary, work):
    root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
    results = {}
    for name, gif in MGSWIPE:
        gif_path = os.path.join(assets, f"{gif}.gif")
        if not os.path.exists(gif_path):
            sys.exit(f"fidelity: {gif_path} is missing; pass MGSwipeTableCell's readme-assets/ folder")
        scene = os.path.join(root, "Examples", "mgswipe", f"readme-{name}.json")
        folder = render(binary, scene, 478, 50, work, name=f"mgswipe-readme-{name}")
        result = score(gif_path, folder, 50)
        results[name] = result
        print(f"mgswipe {name:8} mean {result['mean']:.2f}  p90 {result['p90']:.2f}  drift {result['drift_ms']:.0f} ms"
              f"  (best {result['best_possible_mean']:.2f})", flush=True)
    return results


def alone_matches(binary, scene, width, fps, folder, work):
    """Whether the middle frame rendered alone equals the sequence's frame."""
    names = sorted(n for n in os.listdir(folder) if n.endswith(".png"))
    index = len(names) // 2
    alone = os.path.join(work, f"{scene}-alone.png")
    run([binary, "frame", scene, "--frame", str(index), "--fps", str(fps), "--width", str(width), "--out", alone])
    a = np.asarray(Image.open(alone).convert("RGBA"))
    b = np.asarray(Image.open(os.path.join(folder, names[index])).convert("RGBA"))
    return a.shape == b.shape and bool((a == b).all())


# MARK: - Report

def markdown(results):
    rows = []
    for scene, gif, width, fps in SCENES:
        r = results.get(scene)
        if r is None:
            continue
        ok = r["mean"] <= GOAL["mean"] and r["p90"] <= GOAL["p90"] and r["drift_ms"] <= GOAL["drift_ms"]
        rows.append(
            f"| {scene} | {gif}.gif | {width} | {fps:g} | {r['gif_frames']} / {r['rendered_frames']} "
            f"| {r['mean']:.2f} | {r['p90']:.2f} | {r['drift_ms']:.0f} | {r['best_possible_mean']:.2f} "
            f"| {'yes' if r['alone'] else 'NO'} | {'yes' if ok else 'no'} |")
    return "\n".join([
        "# Fidelity of the README scenes",
        "",
        "How closely each of the ten README scenes matches the SwipeCellKit README GIF it reproduces,",
        "as `scripts/fidelity.py` measures it. Generated by that script; do not edit by hand.",
        "",
        "| scene | GIF | width px | fps | frames GIF / ours | mean | p90 | drift ms | best mean | alone = sequence | goal met |",
        "|---|---|---|---|---|---|---|---|---|---|---|",
        *rows,
        "",
        f"Goal: mean ≤ {GOAL['mean']:g}, p90 ≤ {GOAL['p90']:g}, drift ≤ {GOAL['drift_ms']:g} ms.",
        "",
        "## What the numbers mean",
        "",
        "- Each scene is rendered as PNG frames at the GIF's width and frame rate.",
        "- Both sequences are blurred (Gaussian, sigma 3 px), so that layout, colour and motion count",
        "  and glyph shapes hardly do: the same cell set in another font scores about 3, a blank white",
        "  cell about 13.",
        "- A frame pair's cost is the mean absolute RGB difference (0–255). A monotone alignment pairs",
        "  every GIF frame with one rendered frame, never going back in time, at the least summed cost.",
        "- **mean** and **p90**: the mean and 90th percentile of the cost along that alignment.",
        "- **drift**: the median time difference between paired frames. Still stretches (a cell at",
        "  rest, a held open cell) render as identical frames, and the alignment pairs all of a GIF's",
        "  still frames with the first of ours, so drift counts the still frames too: it is 0 only when",
        "  most moving frames land on their own instant.",
        "- **best mean**: the mean if every GIF frame could pick its closest rendered frame; the gap to",
        "  **mean** is what timing costs, the rest is what the pictures differ by.",
        "- **alone = sequence**: the middle frame rendered alone with `render-gifs frame` has the same",
        "  pixels as that frame of the sequence.",
        "",
        "## Reproduce",
        "",
        "The GIFs are those of SwipeCellKit's repository, folder `Screenshots/`.",
        "",
        "```sh",
        "swift build -c release",
        "python3 scripts/fidelity.py path/to/SwipeCellKit/Screenshots \\",
        "    \"$(swift build -c release --show-bin-path)/render-gifs\"",
        "```",
        "",
        "Some scenes only, keeping their frames (`--work`) and the numbers (`--json`):",
        "",
        "```sh",
        "python3 scripts/fidelity.py path/to/Screenshots \"$(swift build -c release --show-bin-path)/render-gifs\" \\",
        "    --scenes hero,vertical-centering --work /tmp/fidelity --out /tmp/fidelity.md --json /tmp/fidelity.json",
        "```",
        "",
        "Each scene is rendered as `render-gifs render SCENE --width W --fps F`, with W and F the GIF's:",
        "440 px at 12.5 fps for the single-cell GIFs (Expansion-Delegate: 33.333333 fps), 494 px at",
        "12.5 fps for Hero, 376 px at 10 fps for Vertical-Centering.",
        "",
    ])


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("gifs", help="folder with the ten README GIFs (SwipeCellKit's Screenshots/)")
    parser.add_argument("binary", help="the render-gifs executable")
    parser.add_argument("--out", default=os.path.join(os.path.dirname(__file__), "..", "docs", "fidelity.md"))
    parser.add_argument("--work", help="where to render (default: a temporary folder)")
    parser.add_argument("--scenes", help="comma-separated scene names (default: all ten)")
    parser.add_argument("--json", help="also write the numbers as JSON here")
    parser.add_argument("--mgswipe", action="store_true",
                        help="score Examples/mgswipe/ against MGSwipeTableCell's README GIFs instead "
                             "(GIF_DIR is its readme-assets/ folder); nothing is written but --json")
    args = parser.parse_args()

    if args.mgswipe:
        results = score_mgswipe(args.gifs, args.binary, args.work or tempfile.mkdtemp(prefix="fidelity-"))
        if args.json:
            with open(args.json, "w") as f:
                json.dump(results, f, indent=1)
        return
    wanted = set(args.scenes.split(",")) if args.scenes else None
    work = args.work or tempfile.mkdtemp(prefix="fidelity-")
    results = {}
    for scene, gif, width, fps in SCENES:
        if wanted and scene not in wanted:
            continue
        gif_path = os.path.join(args.gifs, f"{gif}.gif")
        if not os.path.exists(gif_path):
            sys.exit(f"fidelity: {gif_path} is missing; pass SwipeCellKit's Screenshots/ folder")
        folder = render(args.binary, scene, width, fps, work)
        result = score(gif_path, folder, fps)
        result["alone"] = alone_matches(args.binary, scene, width, fps, folder, work)
        results[scene] = result
        print(f"{scene:22} mean {result['mean']:.2f}  p90 {result['p90']:.2f}  drift {result['drift_ms']:.0f} ms"
              f"  (best {result['best_possible_mean']:.2f}, alone = sequence: {result['alone']})", flush=True)
    with open(args.out, "w") as f:
        f.write(markdown(results))
    if args.json:
        with open(args.json, "w") as f:
            json.dump(results, f, indent=1)


if __name__ == "__main__":
    main()
