"""The toolchain's symbol graphs, for the scripts that read them (imported, not run).

`generate-failable-initializer-catalog.py` and `toolchain-sweep.py` both find the toolchain,
run `swift-symbolgraph-extract` on some of its modules and read every symbol and relationship
of the graphs written. Python 3 standard library only.
"""

import glob
import json
import os
import shutil
import subprocess
import sys

TARGET = "x86_64-unknown-linux-gnu"


def find_toolchain(explicit):
    """The toolchain's `usr` folder: `explicit` when given, else the one `swift` on PATH is in."""
    if explicit:
        return os.path.abspath(explicit)
    swift = shutil.which("swift")
    if not swift:
        sys.exit("swift is not on PATH; pass --toolchain")
    return os.path.dirname(os.path.dirname(os.path.realpath(swift)))


def extract(toolchain, modules, output_dir, check=True):
    """Writes the public symbol graphs of `modules` to `output_dir`. With `check`, a module
    that cannot be extracted stops the script; without it, the module is skipped."""
    extractor = os.path.join(toolchain, "bin", "swift-symbolgraph-extract")
    sdk_modules = os.path.join(toolchain, "lib", "swift", "linux")
    for module in modules:
        subprocess.run([extractor, "-module-name", module, "-target", TARGET, "-I", sdk_modules,
                        "-output-dir", output_dir, "-minimum-access-level", "public"],
                       check=check, stdout=subprocess.DEVNULL, stderr=None if check else subprocess.DEVNULL)


def read(output_dir):
    """Every symbol of the graphs in `output_dir`, by precise identifier, and every
    relationship, in the order the graphs list them."""
    symbols, relationships = {}, []
    for path in glob.glob(os.path.join(output_dir, "*.symbols.json")):
        with open(path, encoding="utf-8") as graph_file:
            graph = json.load(graph_file)
        for symbol in graph["symbols"]:
            symbols[symbol["identifier"]["precise"]] = symbol
        relationships += graph["relationships"]
    return symbols, relationships
