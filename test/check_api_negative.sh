#!/bin/sh
# Every NNTILE_API function of nntile.h has a row in test/test_api_negative.c
# (ROW(name, ...) or ROW_UNINIT(name, ...)) or is listed in its NEG_CANNOT_FAIL
# (functions that report no status). Fails naming the missing ones.
cd "$(dirname "$0")/.." || exit 1
api=$(python3 - <<'PY'
import re
src = open('nntile.h').read()
names = set()
for m in re.finditer(r'^NNTILE_API\b([^;{]*?)\(', src, re.M):
    names.add(re.findall(r'[A-Za-z_]\w*', m.group(1))[-1])
print('\n'.join(sorted(names)))
PY
)
covered=$( (grep -o '^ROW[_A-Z]*(nntile_[a-z0-9_]*' test/test_api_negative.c | sed 's/.*(//';
    sed -n '/NEG_CANNOT_FAIL\[\]/,/^};/p' test/test_api_negative.c | grep -o '^ *"nntile_[a-z0-9_]*"' |
    tr -d ' "') | sort -u)
missing=$(printf '%s\n' "$api" | grep -vxF "$covered")
n=$(printf '%s\n' "$api" | wc -l)
if [ -n "$missing" ]; then
    echo "FAIL check_api_negative: $(printf '%s\n' "$missing" | wc -l) of $n NNTILE_API functions" \
        "have no row in test/test_api_negative.c:"
    printf '%s\n' "$missing" | sed 's/^/    /'
    exit 1
fi
echo "PASS check_api_negative: all $n NNTILE_API functions have a row or are listed as unable to fail"
