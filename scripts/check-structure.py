#!/usr/bin/env python3
"""The package's structural rules, checked from the package's own description and its files.

Run from the package root (`make check`, part of `make test`):

  * every dependency a target declares in Package.swift (as `swift package describe --type json`
    reports it) is imported by at least one Swift file of that target, and every module a Swift
    file imports from this package or its dependencies is declared by its target, so that
    Package.swift says exactly what each target uses;
  * every Swift target under Sources/ opens with an overview: `<target>.docc/<target>.md` or a
    README.md in its folder, which names each of the target's folders (two levels deep) as
    `Name/`, so that its map of the folders is whole;
  * no folder under Sources/ holds more than 25 files directly;
  * no Swift file under Sources/ or Tests/ is longer than 450 lines;
  * the command line (Sources/render-gifs) is at most 900 lines and calls no underscored API
    (swift-argument-parser's `_commandName` and the like are internal to it).

Prints one line per violation and exits 1 if there is any, 0 otherwise.
"""

import json
import os
import re
import subprocess
import sys

MAX_FILES_PER_FOLDER = 25
MAX_SWIFT_LINES = 450
MAX_CLI_LINES = 900
CLI_PATH = "Sources/render-gifs"

IMPORT = re.compile(
  r"^\s*(?:@[A-Za-z_]+(?:\([^)]*\))?\s+)*(?:(?:public|package|internal|fileprivate|private)\s+)?"
  r"import\s+(?:(?:struct|class|enum|protocol|typealias|func|var|let)\s+)?([A-Za-z_][A-Za-z0-9_]*)",
  re.MULTILINE)


def swift_files(folder):
  for root, _, names in os.walk(folder):
    for name in sorted(names):
      if name.endswith(".swift"):
        yield os.path.join(root, name)


def imported_modules(folder):
  modules = {}
  for path in swift_files(folder):
    with open(path, encoding="utf-8") as file:
      for module in IMPORT.findall(file.read()):
        modules.setdefault(module, path)
  return modules


def module_name(name):
  return re.sub(r"[^A-Za-z0-9_]", "_", name)


def main():
  description = json.loads(subprocess.run(
    ["swift", "package", "describe", "--type", "json"],
    check=True, capture_output=True, text=True).stdout)
  targets = description["targets"]
  # Modules this package builds or gets from its dependencies' products: the ones a target must
  # declare to import. System modules (Foundation, Glibc, Testing, …) are not among them.
  own_modules = {module_name(target["name"]) for target in targets}
  product_modules = {module_name(name) for target in targets for name in target.get("product_dependencies", [])}
  problems = []

  for target in sorted(targets, key=lambda target: target["name"]):
    if target["type"] == "system-target":
      continue
    path = target["path"]
    imports = imported_modules(path)
    declared = [module_name(name) for name in target.get("target_dependencies", []) + target.get("product_dependencies", [])]
    if not any(True for _ in swift_files(path)):
      if declared:
        problems.append(f"{target['name']}: has no Swift file but declares {', '.join(declared)}")
      continue
    for dependency in declared:
      if dependency not in imports:
        problems.append(f"{target['name']}: declares {dependency} in Package.swift, but no file in {path} imports it")
    for module, file in sorted(imports.items()):
      known = module in own_modules or module in product_modules
      if known and module != module_name(target["name"]) and module not in declared:
        problems.append(f"{file}: imports {module}, which {target['name']} does not declare in Package.swift")

  for target in targets:
    path = target["path"]
    if not path.startswith("Sources/") or target["type"] == "system-target":
      continue
    if not any(True for _ in swift_files(path)):
      continue
    name = target["name"]
    overviews = [os.path.join(path, f"{name}.docc", f"{name}.md"), os.path.join(path, "README.md")]
    found = [overview for overview in overviews if os.path.isfile(overview)]
    if not found:
      problems.append(f"{path}: no overview ({overviews[0]} or {overviews[1]})")
      continue
    with open(found[0], encoding="utf-8") as file:
      text = file.read()
    for root, folders, _ in os.walk(path):
      folders[:] = [folder for folder in folders if not folder.endswith(".docc")]
      if root.count(os.sep) - path.count(os.sep) >= 2:
        folders[:] = []
      for folder in folders:
        if f"{folder}/" not in text:
          problems.append(f"{os.path.join(root, folder)}: not named in {found[0]} (as `{folder}/`)")
  for root, folders, names in os.walk("Sources"):
    if len(names) > MAX_FILES_PER_FOLDER:
      problems.append(f"{root}: {len(names)} files directly in it (at most {MAX_FILES_PER_FOLDER})")

  for top in ("Sources", "Tests"):
    for path in swift_files(top):
      with open(path, encoding="utf-8") as file:
        count = sum(1 for _ in file)
      if count > MAX_SWIFT_LINES:
        problems.append(f"{path}: {count} lines (at most {MAX_SWIFT_LINES})")

  cli_lines = 0
  for path in swift_files(CLI_PATH):
    with open(path, encoding="utf-8") as file:
      for number, line in enumerate(file, 1):
        cli_lines += 1
        code = line.split("//", 1)[0]
        if re.search(r"\._[A-Za-z]|\b_commandName\b", code):
          problems.append(f"{path}:{number}: an underscored API: {line.strip()}")
  if cli_lines > MAX_CLI_LINES:
    problems.append(f"{CLI_PATH}: {cli_lines} lines (at most {MAX_CLI_LINES})")

  for problem in problems:
    print(problem)
  return 1 if problems else 0


if __name__ == "__main__":
  sys.exit(main())
