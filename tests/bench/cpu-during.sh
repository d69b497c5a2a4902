#!/usr/bin/env bash
# For the suite's own cost (decision 013): `time` misses Chromium's renderers, this reads /proc/stat around the run.
# Usage: tests/bench/cpu-during.sh npm test
# Runs the command and prints the whole machine's busy core-seconds and wall time meanwhile.
read -r _ u n s i w irq sirq st _ < /proc/stat
t0=$(date +%s.%N)
"$@"
rc=$?
read -r _ u2 n2 s2 i2 w2 irq2 sirq2 st2 _ < /proc/stat
t1=$(date +%s.%N)
hz=$(getconf CLK_TCK)
python3 -c "
busy=(($u2+$n2+$s2+$irq2+$sirq2)-($u+$n+$s+$irq+$sirq))/$hz
idle=(($i2+$w2)-($i+$w))/$hz
wall=$t1-$t0
print(f'CPU-DURING wall {wall:.0f} s, busy {busy:.0f} core-s, idle {idle:.0f} core-s, load {busy/wall:.2f} cores')
" >&2
exit $rc
