#!/bin/sh
# memcg_run.sh LIMIT_MB COMMAND [ARG...]: runs COMMAND inside a new memory
# cgroup whose limit, LIMIT_MB, counts everything the kernel charges to it:
# the resident set, the page cache of the files it reads and writes (a swap
# directory's too) and kernel memory. A limit that only caps what nntile
# allocates leaves a swap file in the page cache, so the disk is never
# read; under this one it is. Prints to stderr one line
#   memcg: peak P MB of L MB (cgroup vN), K OOM kills
# and, when MEMCG_REPORT names a file, writes "peak_mb limit_mb kills"
# there. Exits with COMMAND's status (137 when the kernel's OOM killer
# ended it). Needs root and a writable memory controller: cgroup v2 (the
# unified hierarchy with "memory" in cgroup.controllers: memory.max,
# memory.peak) or v1 (/sys/fs/cgroup/memory: memory.limit_in_bytes,
# memory.max_usage_in_bytes); otherwise it says why and exits 77.
set -u
[ $# -ge 2 ] || { echo "usage: $0 LIMIT_MB COMMAND [ARG...]" >&2; exit 2; }
limit_mb=$1
shift
case $limit_mb in '' | *[!0-9]*) echo "memcg_run: LIMIT_MB '$limit_mb' is no whole number" >&2; exit 2 ;; esac
[ "$limit_mb" -ge 1 ] || { echo "memcg_run: LIMIT_MB must be >= 1" >&2; exit 2; }
bytes=$((limit_mb * 1048576))
name="nntile-memcg-$$"
v2root=""
for r in /sys/fs/cgroup /sys/fs/cgroup/unified; do
    if [ -f "$r/cgroup.controllers" ] && grep -qw memory "$r/cgroup.controllers"; then v2root=$r; break; fi
done
if [ -n "$v2root" ] && [ -w "$v2root" ]; then
    ver=2
    cg="$v2root/$name"
    grep -qw memory "$v2root/cgroup.subtree_control" 2>/dev/null ||
        echo +memory > "$v2root/cgroup.subtree_control" 2>/dev/null
    mkdir "$cg" 2>/dev/null && echo "$bytes" > "$cg/memory.max" 2>/dev/null &&
        echo 0 > "$cg/memory.swap.max" 2>/dev/null
    limit_file=memory.max peak_file=memory.peak
elif [ -d /sys/fs/cgroup/memory ] && [ -w /sys/fs/cgroup/memory ]; then
    ver=1
    cg="/sys/fs/cgroup/memory/$name"
    mkdir "$cg" 2>/dev/null && echo "$bytes" > "$cg/memory.limit_in_bytes" 2>/dev/null
    # no swapping of the cgroup's anonymous memory to the system's swap
    [ -f "$cg/memory.memsw.limit_in_bytes" ] && echo "$bytes" > "$cg/memory.memsw.limit_in_bytes" 2>/dev/null
    limit_file=memory.limit_in_bytes peak_file=memory.max_usage_in_bytes
else
    echo "memcg_run: no writable memory cgroup (cgroup v2 with the memory controller, or" \
        "v1 at /sys/fs/cgroup/memory; run as root)" >&2
    exit 77
fi
if [ ! -f "$cg/$limit_file" ] || [ "$(cat "$cg/$limit_file")" -gt "$bytes" ]; then
    rmdir "$cg" 2>/dev/null
    echo "memcg_run: cannot set the limit of $cg (cgroup v$ver); run as root" >&2
    exit 77
fi
cleanup() {
    [ $ver = 1 ] && echo 0 > "$cg/memory.force_empty" 2>/dev/null
    rmdir "$cg" 2>/dev/null
}
trap cleanup EXIT INT TERM
# the child joins the cgroup, then becomes COMMAND
sh -c 'echo $$ > "$1/cgroup.procs" && shift && exec "$@"' memcg_run "$cg" "$@"
rc=$?
peak=$(cat "$cg/$peak_file" 2>/dev/null || echo 0)
if [ $ver = 1 ]; then kills=$(awk '$1 == "oom_kill" {print $2}' "$cg/memory.oom_control" 2>/dev/null)
else kills=$(awk '$1 == "oom_kill" {print $2}' "$cg/memory.events" 2>/dev/null); fi
peak_mb=$(awk -v b="$peak" 'BEGIN { printf "%.1f", b / 1048576 }')
echo "memcg: peak $peak_mb MB of $limit_mb MB (cgroup v$ver), ${kills:-0} OOM kills" >&2
[ -n "${MEMCG_REPORT:-}" ] && echo "$peak_mb $limit_mb ${kills:-0}" > "$MEMCG_REPORT"
exit $rc
