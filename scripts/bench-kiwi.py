#!/usr/bin/env python3
"""kiwisolver on the systems of clientkit-bench's solver section (issue 11's benchmark):
a vertical chain of 500 items and a 30x30 grid of equal cells, built exactly as
clientkit/Benchmarks/clientkit-bench/SolverSystems.swift builds them.

Run by clientkit-bench with the tests' venv python (.build/test-venv/bin/python). Prints
one JSON object of medians in microseconds. Only the solver calls are timed, in this
process (building the Constraint objects is not): the figures still include the Python
binding's cost per call.

  first      a new Solver, addConstraint for every constraint, updateVariables
  suggest    suggestValue on the container width (an edit variable, strong), then
             updateVariables: kiwisolver's incremental change of a constant
  readd      removeConstraint + addConstraint of the required `width == w`, then
             updateVariables: the only way to change a required constant in kiwisolver
"""
import json
import statistics
import sys
import time

import kiwisolver as kiwi


def chain(count=500, width=800.0, editable=False):
    container = kiwi.Variable("container.width")
    constraints = [] if editable else [container == width]
    previous_bottom = 0
    last = None
    for i in range(count):
        top, height = kiwi.Variable("top%d" % i), kiwi.Variable("height%d" % i)
        left, item_width = kiwi.Variable("left%d" % i), kiwi.Variable("width%d" % i)
        constraints.append(top == previous_bottom + 8)
        constraints.append((height == 20) | "strong")
        constraints.append(left == 16)
        constraints.append(item_width == container - 32)
        previous_bottom = top + height
        last = item_width
    return constraints, container, last, lambda w: w - 32


def grid(rows=30, columns=30, width=800.0, editable=False):
    container, container_height = kiwi.Variable("container.width"), kiwi.Variable("container.height")
    constraints = [] if editable else [container == width]
    constraints.append(container_height == 600)
    previous_row = None
    first_height = None
    probe = None
    for r in range(rows):
        previous = None
        first = None
        for c in range(columns):
            left, top = kiwi.Variable("l%d.%d" % (r, c)), kiwi.Variable("t%d.%d" % (r, c))
            cell_width, height = kiwi.Variable("w%d.%d" % (r, c)), kiwi.Variable("h%d.%d" % (r, c))
            constraints.append(left == previous[0] + previous[1] if previous else left == 0)
            if first:
                constraints.append(cell_width == first[0])
                constraints.append(top == first[1])
                constraints.append(height == first[2])
            else:
                constraints.append(top == previous_row[0] + previous_row[1] if previous_row else top == 0)
                if first_height is not None:
                    constraints.append(height == first_height)
                else:
                    first_height = height
                first = (cell_width, top, height)
                previous_row = (top, height)
            previous = (left, cell_width)
            probe = cell_width
        constraints.append(previous[0] + previous[1] == container)
    constraints.append(previous_row[0] + previous_row[1] == container_height)
    return constraints, container, probe, lambda w: w / columns


def microseconds(start, end):
    return (end - start) / 1000.0


def bench(make, samples_first=9, samples_change=201):
    results = {}
    times = []
    for _ in range(samples_first):
        constraints, _, _, _ = make()
        start = time.perf_counter_ns()
        solver = kiwi.Solver()
        for c in constraints:
            solver.addConstraint(c)
        solver.updateVariables()
        times.append(microseconds(start, time.perf_counter_ns()))
    results["first"] = statistics.median(times)

    # The required width constraint removed and added again with the other width.
    constraints, container, probe, expected = make()
    solver = kiwi.Solver()
    for c in constraints:
        solver.addConstraint(c)
    current = constraints[0]
    times = []
    for i in range(samples_change):
        width = 900.0 if i % 2 == 0 else 800.0
        replacement = container == width
        start = time.perf_counter_ns()
        solver.removeConstraint(current)
        solver.addConstraint(replacement)
        solver.updateVariables()
        times.append(microseconds(start, time.perf_counter_ns()))
        current = replacement
        assert abs(probe.value() - expected(width)) < 1e-6
    results["readd"] = statistics.median(times)

    # The container width as an edit variable.
    constraints, container, probe, expected = make(editable=True)
    solver = kiwi.Solver()
    for c in constraints:
        solver.addConstraint(c)
    solver.addEditVariable(container, "strong")
    times = []
    for i in range(samples_change):
        width = 900.0 if i % 2 == 0 else 800.0
        start = time.perf_counter_ns()
        solver.suggestValue(container, width)
        solver.updateVariables()
        times.append(microseconds(start, time.perf_counter_ns()))
        assert abs(probe.value() - expected(width)) < 1e-6
    results["suggest"] = statistics.median(times)
    return results


def main():
    out = {"kiwisolver": kiwi.__version__}
    for name, make in (("chain", chain), ("grid", grid)):
        for key, value in bench(make).items():
            out["%s.%s" % (name, key)] = value
    json.dump(out, sys.stdout)
    print()


if __name__ == "__main__":
    main()
