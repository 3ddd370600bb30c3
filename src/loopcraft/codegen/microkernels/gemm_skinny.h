/* The GEMM micro-kernel's path for products of a few rows: C = alpha * A @ B + beta * C
 * (+ bias row, then activation.h's activation) when A has at most LC_MK_SKINNY_ROWS rows, B
 * read in place, nothing packed.
 *
 * Why: with one row (a network at batch 1: x @ W) a product is a matrix-vector product, bound by
 * reading B once from memory. The blocked path (gemm.h) packs each kc x nc panel of B into
 * micro-panels first -- a full copy of B per call, as costly as the product itself when every
 * packed value serves one row (the MLP at batch 1 spent more time in that copy than in its
 * FMAs). Here B is streamed once, in place, and no buffer is allocated:
 *
 *   row-major B (unit stride along rows, e.g. a weight, or a constant transposed at compile
 *     time): the rows of C, a chunk of columns at a time, accumulate in an L1-resident buffer
 *     (at most LC_MK_SKINNY_ACC_BYTES) while the rows of B's chunk stream past, four k at a
 *     time (y[c] += a0 B[k, c] + a1 B[k+1, c] + ...: each vector of B loaded once for all the
 *     rows, one load and store of a row's accumulator per four FMAs); with one row and
 *     n <= 4096 floats the chunk is B's whole row, so B is read in address order.
 *   column-major B (unit stride along columns, e.g. x @ W.T with W row-major) and a row-major
 *     A: each element of C is a dot product of two contiguous vectors, four columns of B at a
 *     time, each with its own vector accumulator (the row of A loaded once for the four).
 *
 * The choice is made per call on the run-time m (gemm.h), so one compiled module serves a
 * dynamic batch dimension: batch 1 takes this path, batch 16 the blocked one. Threads (above
 * LC_MK_SERIAL_WORK) split the columns of C. Vectors are GCC vector extensions of the ISA's
 * width (nr / 2 lanes: 64 bytes under AVX-512); `a * b + c` is one FMA (-ffp-contract=fast).
 *
 * Rounding: each element's sum runs over k in blocks of four (row-major B) or over lanes
 * (column-major B), so results may differ from a plain loop in the last bits.
 */
#ifndef LC_MK_GEMM_SKINNY_H
#define LC_MK_GEMM_SKINNY_H
#include <stdint.h>

/* Products of at most this many rows take this path (m = 1..4: batch-1 networks, gemv-like
 * jit code). (Experiment hook: -DLC_MK_SKINNY_ROWS=...) */
#ifndef LC_MK_SKINNY_ROWS
#define LC_MK_SKINNY_ROWS 4
#endif
/* The accumulator chunk of the row-major path: rows x columns of C kept in L1. */
#define LC_MK_SKINNY_ACC_BYTES 16384

#define LC_MK_DEFINE_SKINNY(ISA, SFX, T, NR)                                                   \
typedef T lc_mk_sv_##ISA##_##SFX __attribute__((vector_size(NR / 2 * sizeof(T)),             \
                                               aligned(sizeof(T))));                          \
/* Columns [j0, j1) of C, B row-major (sb1 == 1). */                                           \
static void lc_mk_skinny_rows_##ISA##_##SFX(                                                   \
        int64_t m, int64_t j0, int64_t j1, int64_t k, T alpha, const T* A, int64_t sa0,        \
        int64_t sa1, const T* B, int64_t sb0, T beta, T* C, int64_t sc0, int64_t sc1,          \
        const T* bias, int64_t sbias, int act, T act_a, T act_b) {                             \
    typedef lc_mk_sv_##ISA##_##SFX V;                                                          \
    enum { L = NR / 2, W = LC_MK_SKINNY_ACC_BYTES / sizeof(T) };                               \
    T acc[W] __attribute__((aligned(64)));                                                     \
    const int64_t width = W / m / L * L;  /* columns per chunk, whole vectors */               \
    for (int64_t c0 = j0; c0 < j1; c0 += width) {                                              \
        const int64_t w = j1 - c0 < width ? j1 - c0 : width, vw = w / L * L;                   \
        for (int64_t i = 0; i < m * width; i++) acc[i] = 0;                                    \
        int64_t p = 0;                                                                         \
        for (; p + 4 <= k; p += 4) {                                                           \
            const T *b0 = B + p * sb0 + c0, *b1 = b0 + sb0, *b2 = b1 + sb0, *b3 = b2 + sb0;    \
            T a[LC_MK_SKINNY_ROWS][4];  /* A[r, p..p+3], read once per four k */               \
            for (int64_t r = 0; r < m; r++)                                                    \
                for (int q = 0; q < 4; q++) a[r][q] = A[r * sa0 + (p + q) * sa1];              \
            int64_t j = 0;                                                                     \
            for (; j < vw; j += L) {  /* B's four vectors loaded once for all rows */          \
                const V v0 = *(const V*)(b0 + j), v1 = *(const V*)(b1 + j),                    \
                        v2 = *(const V*)(b2 + j), v3 = *(const V*)(b3 + j);                    \
                for (int64_t r = 0; r < m; r++)                                                \
                    *(V*)(acc + r * width + j) += (v0 * a[r][0] + v1 * a[r][1])                \
                                                  + (v2 * a[r][2] + v3 * a[r][3]);             \
            }                                                                                  \
            for (; j < w; j++)                                                                 \
                for (int64_t r = 0; r < m; r++)                                                \
                    acc[r * width + j] += (b0[j] * a[r][0] + b1[j] * a[r][1])                  \
                                          + (b2[j] * a[r][2] + b3[j] * a[r][3]);               \
        }                                                                                      \
        for (; p < k; p++) {                                                                   \
            const T* b0 = B + p * sb0 + c0;                                                    \
            for (int64_t r = 0; r < m; r++) {                                                  \
                const T a0 = A[r * sa0 + p * sa1];                                             \
                T* y = acc + r * width;                                                        \
                int64_t j = 0;                                                                 \
                for (; j < vw; j += L) *(V*)(y + j) += *(const V*)(b0 + j) * a0;               \
                for (; j < w; j++) y[j] += b0[j] * a0;                                         \
            }                                                                                  \
        }                                                                                      \
        for (int64_t r = 0; r < m; r++)                                                        \
            for (int64_t j = 0; j < w; j++) {                                                  \
                T* c = C + r * sc0 + (c0 + j) * sc1;                                           \
                T v = alpha * acc[r * width + j];                                              \
                if (beta != (T)0) v += beta * *c;                                              \
                if (bias) v += bias[(c0 + j) * sbias];                                         \
                *c = lc_act_##SFX(v, act, act_a, act_b);                                       \
            }                                                                                  \
    }                                                                                          \
}                                                                                              \
/* Columns [j0, j1) of C, B column-major (sb0 == 1) and A row-major (sa1 == 1). */             \
static void lc_mk_skinny_cols_##ISA##_##SFX(                                                   \
        int64_t m, int64_t j0, int64_t j1, int64_t k, T alpha, const T* A, int64_t sa0,        \
        const T* B, int64_t sb1, T beta, T* C, int64_t sc0, int64_t sc1,                       \
        const T* bias, int64_t sbias, int act, T act_a, T act_b) {                             \
    typedef lc_mk_sv_##ISA##_##SFX V;                                                          \
    enum { L = NR / 2 };                                                                       \
    const int64_t vk = k / L * L;                                                              \
    for (int64_t j = j0; j < j1; j += 4) {                                                     \
        const int64_t cols = j1 - j < 4 ? j1 - j : 4;                                          \
        const T* b[4];                                                                         \
        for (int q = 0; q < 4; q++) b[q] = B + (j + (q < cols ? q : 0)) * sb1;                 \
        for (int64_t r = 0; r < m; r++) {                                                      \
            const T* a = A + r * sa0;                                                          \
            V s0 = {0}, s1 = {0}, s2 = {0}, s3 = {0};                                          \
            for (int64_t p = 0; p < vk; p += L) {                                              \
                const V av = *(const V*)(a + p);                                               \
                s0 += av * *(const V*)(b[0] + p); s1 += av * *(const V*)(b[1] + p);            \
                s2 += av * *(const V*)(b[2] + p); s3 += av * *(const V*)(b[3] + p);            \
            }                                                                                  \
            T s[4] = {0, 0, 0, 0};                                                             \
            for (int l = 0; l < L; l++) {                                                      \
                s[0] += s0[l]; s[1] += s1[l]; s[2] += s2[l]; s[3] += s3[l];                    \
            }                                                                                  \
            for (int64_t p = vk; p < k; p++)                                                   \
                for (int q = 0; q < 4; q++) s[q] += a[p] * b[q][p];                            \
            for (int q = 0; q < cols; q++) {                                                   \
                T* c = C + r * sc0 + (j + q) * sc1;                                            \
                T v = alpha * s[q];                                                            \
                if (beta != (T)0) v += beta * *c;                                              \
                if (bias) v += bias[(j + q) * sbias];                                          \
                *c = lc_act_##SFX(v, act, act_a, act_b);                                       \
            }                                                                                  \
        }                                                                                      \
    }                                                                                          \
}                                                                                              \
/* The whole product on `threads` threads, each a contiguous range of whole vectors (row-major \
 * B) or of four columns (column-major B). The caller checked m <= LC_MK_SKINNY_ROWS, k >= 1   \
 * and a unit stride (sb1 == 1, or sb0 == 1 with sa1 == 1). */                                 \
static void lc_mk_skinny_##ISA##_##SFX(                                                        \
        int64_t m, int64_t n, int64_t k, T alpha, const T* A, int64_t sa0, int64_t sa1,        \
        const T* B, int64_t sb0, int64_t sb1, T beta, T* C, int64_t sc0, int64_t sc1,          \
        const T* bias, int64_t sbias, int act, T act_a, T act_b, int threads) {                \
    const int rows = sb1 == 1;                                                                 \
    const int64_t unit = rows ? NR / 2 : 4;                                                    \
    const int64_t units = (n + unit - 1) / unit;                                               \
    if (threads > units) threads = (int)units;                                                 \
    _Pragma("omp parallel for schedule(static) num_threads(threads) if(threads > 1)")          \
    for (int t = 0; t < threads; t++) {                                                        \
        const int64_t lo = units * t / threads * unit, hi0 = units * (t + 1) / threads * unit; \
        const int64_t hi = hi0 < n ? hi0 : n;                                                  \
        if (lo >= hi) continue;                                                                \
        if (rows)                                                                              \
            lc_mk_skinny_rows_##ISA##_##SFX(m, lo, hi, k, alpha, A, sa0, sa1, B, sb0, beta,    \
                                           C, sc0, sc1, bias, sbias,                           \
                                           act, act_a, act_b);                                 \
        else                                                                                   \
            lc_mk_skinny_cols_##ISA##_##SFX(m, lo, hi, k, alpha, A, sa0, B, sb1, beta, C,      \
                                           sc0, sc1, bias, sbias,                              \
                                           act, act_a, act_b);                                 \
    }                                                                                          \
}

#endif /* LC_MK_GEMM_SKINNY_H */
