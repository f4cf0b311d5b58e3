"""The kiwisolver side of LayoutSolverTests' comparison: solves every scenario in one process.

Usage: python kiwi_reference.py SCENARIOS.json RESULTS.json

A scenario is a number of variables and a list of operations (see RandomSystem.swift):
  add {id, terms: [[variable, coefficient], ...], constant, relation, strength}
  remove {id}
  constant {id, constant}      -- kiwisolver has no setConstant: remove, then add the same
                                  constraint with the new constant (put back if refused)
  edit {variable, strength}, unedit {variable}, suggest {variable, value}
  check                        -- records every variable's value
Each operation's outcome is "ok", "unsat" (a required constraint refused) or "unknown"
(the constraint is not in the solver). `conflicts` maps an operation's index to the ids of
constraints our solver reported as conflicting there; each set is checked in a fresh solver:
those constraints together with the refused one must be unsatisfiable.

kiwisolver's own removal is not used. Its removeConstraint trips over two things our
solver handles (see Solver.removeConstraint and markerLeavingRow): with strengths above
about 1e6 rounding leaves the removed constraint's error symbol in the objective, which
it then reports as "objective is unbounded" (from C++, aborting the process); and when a
redundant required equation depends on the removed one it can leave that equation
unenforced, so later refusals differ. And when it refuses a constraint through its
artificial-variable path it can leave that constraint's row in its tableau. So after every
removal and refusal the reference solver is rebuilt from scratch from the constraints,
edit variables and suggestions in force: the reference is kiwisolver adding constraints
and moving suggestions incrementally from a fresh start, which is what our incremental
removals and constant changes must agree with.
"""
import json
import sys

import kiwisolver as kiwi

RELATIONS = {"==": "==", "<=": "<=", ">=": ">="}


class Scenario:
    def __init__(self, spec):
        self.variables = [kiwi.Variable("x%d" % i) for i in range(spec["variables"])]
        self.specs = {}  # id -> current spec (with its current constant)
        self.constraints = {}  # id -> kiwi constraint in the solver
        self.edits = {}  # variable index -> [strength, suggestion]
        self.solver = kiwi.Solver()

    def make(self, spec):
        expression = kiwi.Expression([kiwi.Term(self.variables[v], c) for v, c in spec["terms"]], spec["constant"])
        return kiwi.Constraint(expression, RELATIONS[spec["relation"]], spec["strength"])

    def rebuild(self):
        self.solver = kiwi.Solver()
        for cid, spec in self.specs.items():
            if cid not in self.constraints:
                self.constraints[cid] = self.make(spec)
            self.solver.addConstraint(self.constraints[cid])
        for v, (strength, suggestion) in self.edits.items():
            self.solver.addEditVariable(self.variables[v], strength)
            self.solver.suggestValue(self.variables[v], suggestion)

    def add(self, spec):
        constraint = self.make(spec)
        try:
            self.solver.addConstraint(constraint)
        except kiwi.UnsatisfiableConstraint:
            self.rebuild()
            return "unsat"
        self.specs[spec["id"]] = spec
        self.constraints[spec["id"]] = constraint
        return "ok"

    def run(self, op):
        kind = op["op"]
        if kind == "add":
            return self.add(dict(op))
        if kind == "remove":
            if op["id"] not in self.specs:
                return "unknown"
            del self.specs[op["id"]]
            del self.constraints[op["id"]]
            self.rebuild()
            return "ok"
        if kind == "constant":
            if op["id"] not in self.specs:
                return "unknown"
            old = self.specs.pop(op["id"])
            del self.constraints[op["id"]]
            self.rebuild()
            new = dict(old, constant=op["constant"])
            outcome = self.add(new)
            if outcome == "unsat":
                self.specs[op["id"]] = old
                self.rebuild()
            return outcome
        if kind == "edit":
            self.solver.addEditVariable(self.variables[op["variable"]], op["strength"])
            self.edits[op["variable"]] = [op["strength"], 0.0]
            return "ok"
        if kind == "unedit":
            del self.edits[op["variable"]]
            self.rebuild()
            return "ok"
        if kind == "suggest":
            self.solver.suggestValue(self.variables[op["variable"]], op["value"])
            self.edits[op["variable"]][1] = op["value"]
            return "ok"
        if kind == "check":
            self.solver.updateVariables()
            self.checks.append([v.value() for v in self.variables])
            return "ok"
        raise ValueError("unknown operation %r" % kind)

    def conflict_is_real(self, op, ids):
        """Whether the constraints `ids` (as they are now) and the one `op` adds or changes
        are unsatisfiable together."""
        refused = dict(op) if op["op"] == "add" else dict(self.specs[op["id"]], constant=op["constant"])
        solver = kiwi.Solver()
        try:
            for cid in ids:
                solver.addConstraint(self.make(self.specs[cid]))
            solver.addConstraint(self.make(refused))
        except kiwi.UnsatisfiableConstraint:
            return True
        return False

    def solve(self, operations, conflicts):
        self.checks = []
        results, confirmed = [], {}
        for index, op in enumerate(operations):
            ids = conflicts.get(str(index))
            if ids is not None:
                confirmed[str(index)] = self.conflict_is_real(op, ids)
            results.append(self.run(op))
        return {"results": results, "checks": self.checks, "conflictsConfirmed": confirmed}


def main():
    with open(sys.argv[1]) as f:
        batch = json.load(f)
    out = []
    for spec in batch["scenarios"]:
        out.append(Scenario(spec).solve(spec["operations"], spec.get("conflicts", {})))
    with open(sys.argv[2], "w") as f:
        json.dump({"kiwisolver": kiwi.__version__, "outcomes": out}, f)


if __name__ == "__main__":
    main()
