#!/usr/bin/env python3
# Expected values of Tests/LayoutLintTests/Solver/ConstraintSolverKiwiTests.swift, solved with kiwisolver
# (pip install kiwisolver; 1.5.1 gave them). Prints widths and lefts of each system.
# Priorities are kiwi strengths 1e8 > 1e6 > 1e4 > 1e2 > 1: every error here is below 100, so the weighted
# objective orders the levels as strict priorities do.
import kiwisolver as k
S = {750: 1e8, 500: 1e6, 251: 1e4, 250: 1e2, 1: 1}
def row(I, prio, hug=None, room=190, stays=None, probe=None):
    s = k.Solver()
    n = len(I)
    L = [k.Variable(f"l{i}") for i in range(n)]; W = [k.Variable(f"w{i}") for i in range(n)]
    s.addConstraint(L[0] == 10)
    for i in range(1, n): s.addConstraint(L[i] == L[i-1] + W[i-1] + 8)
    s.addConstraint(L[-1] + W[-1] <= room)
    for i in range(n):
        s.addConstraint(W[i] >= 0)
        s.addConstraint((W[i] >= I[i]) | S[prio[i]])
        if hug: s.addConstraint((W[i] <= I[i]) | S[hug[i]])
        if stays and stays[i] is not None: s.addConstraint((W[i] == stays[i]) | S[1])
    if probe is not None: s.addConstraint((W[probe[0]] >= probe[1]) | 2.0)
    s.updateVariables()
    return [round(w.value(), 9) for w in W], [round(l.value(), 9) for l in L]
print("distinct", row([60, 50, 70, 40], [750, 500, 251, 250], hug=[250]*4))
print("tied", row([60, 50, 70, 40], [750, 500, 500, 250], stays=[None, 30, None, None]))
print("probe w1", row([60, 50, 70, 40], [750, 500, 500, 250], probe=(1, 50)))
print("probe w2", row([60, 50, 70, 40], [750, 500, 500, 250], probe=(2, 70)))

# ConstraintSolverTests.testASqueezedRowOf372LabelsChangesToGermanInsideTheWorkLimit: 372 labels, root exactly as
# wide as the stored frames need, texts at 140 (German) against stored widths of 39. Prints the largest distance
# of a width from 39 and of a left from its stored 20 + 47k (both 0: the priority-1 stays decide the tie).
def squeezed(n=372):
    s = k.Solver()
    rl, rw = k.Variable("rl"), k.Variable("rw")
    L = [k.Variable(f"l{i}") for i in range(n)]; W = [k.Variable(f"w{i}") for i in range(n)]
    s.addConstraint(rl == 0); s.addConstraint(rw == 32 + 47 * n)
    for i in range(n): s.addConstraint(W[i] >= 0)
    s.addConstraint(L[0] == rl + 20)
    for i in range(1, n): s.addConstraint(L[i] == L[i-1] + W[i-1] + 8)
    s.addConstraint(rl + rw >= L[-1] + W[-1] + 20)
    for i in range(n):
        s.addConstraint((W[i] >= 140) | S[750]); s.addConstraint((W[i] <= 140) | S[251])
        s.addConstraint((L[i] == 20 + 47 * i) | S[1]); s.addConstraint((W[i] == 39) | S[1])
    s.updateVariables()
    return max(abs(w.value() - 39) for w in W), max(abs(L[i].value() - (20 + 47 * i)) for i in range(n))
print("squeezed 372", squeezed())
