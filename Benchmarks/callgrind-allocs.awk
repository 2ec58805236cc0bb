# Sums the calls to the C allocator (malloc, calloc, realloc, posix_memalign, aligned_alloc, memalign) recorded in a
# callgrind output file, over all threads: `awk -f callgrind-allocs.awk FILE` prints one number.
# Callgrind compresses names: the first `fn=(id) name` or `cfn=(id) name` defines an id, later lines give the id alone.
/^c?fn=\(/ {
    match($0, /\([0-9]+\)/)
    id = substr($0, RSTART, RLENGTH)
    rest = substr($0, RSTART + RLENGTH)
    sub(/^ /, "", rest)
    if (rest != "") name[id] = rest
    if ($0 ~ /^cfn=/) callee = name[id]
    next
}
/^calls=/ {
    if (callee ~ /^(malloc|calloc|realloc|posix_memalign|aligned_alloc|memalign)$/) {
        split(substr($0, 7), parts, " ")
        total += parts[1]
    }
}
END { printf "%d\n", total }
