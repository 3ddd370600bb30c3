/* loopcraft's own matrix-vector and vector kernels: gemv (y = M x), dot (x . y), outer
 * (A = x y^T) -- the `microkernel` implementation of the library operations gemv, dot and
 * outer (loopcraft.libops.vector_ops).
 *
 * Why hand-written: these operations are bound by memory bandwidth, not by arithmetic, so
 * what matters is streaming every matrix element once with unit stride, keeping enough loads
 * in flight, and not serializing the sums on one accumulator's latency:
 *
 *   gemv, row-major M (unit stride along rows): four rows at a time, one vector accumulator
 *     per row, each vector of x loaded once for the four rows and combined by FMA; the four
 *     sums are reduced across lanes at the end of the rows.
 *   gemv, column-major M (unit stride along columns, e.g. x @ A for a row-major A): four
 *     columns at a time are added into y (y += M[:, j] x[j]), so M is still read once, along
 *     its columns; each thread owns one contiguous range of y (whole cache lines, as even as
 *     they come), in chunks of the caller's `chunk` elements (its share of the cache, from
 *     the hardware description) that stay cached while every column passes through.
 *   dot: four vector accumulators (independent FMA chains), reduced at the end.
 *   outer: each row of A is x[i] times y, written with vector stores (A is not read).
 *
 * Operands of any other strides take plain loops (correct, not fast). Vector code uses GCC
 * vector extensions of the ISA's register width: 64 bytes where the compiler targets
 * AVX-512, 32 with AVX2 and FMA, 16 bytes (any target) for `generic`; `a * b + c` becomes an
 * FMA under GCC's default -ffp-contract=fast. Each ISA's kernels are compiled only where the
 * compiler targets it (-march=native) and loopcraft only asks for kernels the CPU has.
 *
 * Threads: above LC_MKV_SERIAL_WORK elements, OpenMP splits the rows (gemv, outer; y's
 * ranges for a column-major gemv) or the vectors (dot: one partial sum per thread, added in
 * thread order, so the result does not depend on scheduling) over the kernel's thread count.
 *
 * Rounding: sums are blocked across accumulators and lanes, so results may differ from a
 * plain loop in the last bits (as NumPy's, which calls OpenBLAS, do).
 */
#ifndef LC_MKV_H
#define LC_MKV_H
#ifndef LC_KERNEL_API  /* static when pasted into a module; exported from the kernel library */
#define LC_KERNEL_API static
#endif
#include <stdint.h>
#include <stdlib.h>
#ifdef _OPENMP
#include <omp.h>
#endif

/* Below this many matrix (or vector) elements a call runs on one thread: a team's start and
 * barrier cost a few microseconds, the time to stream ~2**16 doubles. */
#define LC_MKV_SERIAL_WORK 65536.0

#define LC_MKV_DEFINE(ISA, SFX, T, BYTES)                                                      \
typedef T lc_mkv_##ISA##_##SFX##_v __attribute__((vector_size(BYTES), aligned(sizeof(T))));   \
                                                                                               \
static inline T lc_mkv_hsum_##ISA##_##SFX(lc_mkv_##ISA##_##SFX##_v v) {                        \
    T s = 0;                                                                                   \
    for (int l = 0; l < (int)(BYTES / sizeof(T)); l++) s += v[l];                             \
    return s;                                                                                  \
}                                                                                              \
                                                                                               \
/* x . y over [0, n) on one thread. */                                                         \
static T lc_mkv_dot1_##ISA##_##SFX(int64_t n, const T* x, int64_t sx, const T* y, int64_t sy) {\
    typedef lc_mkv_##ISA##_##SFX##_v V;                                                        \
    enum { L = (int)(BYTES / sizeof(T)) };                                                     \
    int64_t i = 0;                                                                             \
    T s = 0;                                                                                   \
    if (sx == 1 && sy == 1) {                                                                  \
        V a0 = {0}, a1 = {0}, a2 = {0}, a3 = {0};                                              \
        for (; i + 4 * L <= n; i += 4 * L) {                                                   \
            a0 += *(const V*)(x + i) * *(const V*)(y + i);                                     \
            a1 += *(const V*)(x + i + L) * *(const V*)(y + i + L);                             \
            a2 += *(const V*)(x + i + 2 * L) * *(const V*)(y + i + 2 * L);                     \
            a3 += *(const V*)(x + i + 3 * L) * *(const V*)(y + i + 3 * L);                     \
        }                                                                                      \
        for (; i + L <= n; i += L) a0 += *(const V*)(x + i) * *(const V*)(y + i);              \
        s = lc_mkv_hsum_##ISA##_##SFX((a0 + a1) + (a2 + a3));                                  \
    }                                                                                          \
    for (; i < n; i++) s += x[i * sx] * y[i * sy];                                             \
    return s;                                                                                  \
}                                                                                              \
                                                                                               \
LC_KERNEL_API T lc_mkv_dot_##ISA##_##SFX(int64_t n, const T* x, int64_t sx, const T* y,        \
                                         int64_t sy, int threads) {                            \
    if (threads < 2 || (double)n < LC_MKV_SERIAL_WORK)                                         \
        return lc_mkv_dot1_##ISA##_##SFX(n, x, sx, y, sy);                                     \
    T part[threads];                                                                           \
    _Pragma("omp parallel num_threads(threads)")                                               \
    {                                                                                          \
        int t = 0, nt = 1;                                                                     \
        LC_MKV_TEAM(t, nt);                                                                    \
        const int64_t per = (n + nt - 1) / nt, lo = t * per < n ? t * per : n,                 \
                      hi = lo + per < n ? lo + per : n;                                        \
        part[t] = lc_mkv_dot1_##ISA##_##SFX(hi - lo, x + lo * sx, sx, y + lo * sy, sy);        \
        if (t == 0)                                                                            \
            for (int u = nt; u < threads; u++) part[u] = 0;                                    \
    }                                                                                          \
    T s = 0;                                                                                   \
    for (int u = 0; u < threads; u++) s += part[u];                                            \
    return s;                                                                                  \
}                                                                                              \
                                                                                               \
/* y[r] = M[r, :] . x for rows [r0, r1) of a row-major M (unit stride along rows), x         \
 * contiguous. */                                                                              \
static void lc_mkv_gemv_rows_##ISA##_##SFX(int64_t r0, int64_t r1, int64_t n, const T* M,      \
                                          int64_t s0, const T* x, T* y, int64_t sy) {          \
    typedef lc_mkv_##ISA##_##SFX##_v V;                                                        \
    enum { L = (int)(BYTES / sizeof(T)) };                                                     \
    int64_t r = r0;                                                                            \
    for (; r + 4 <= r1; r += 4) {                                                              \
        const T *m0 = M + r * s0, *m1 = m0 + s0, *m2 = m1 + s0, *m3 = m2 + s0;                 \
        V a0 = {0}, a1 = {0}, a2 = {0}, a3 = {0};                                              \
        int64_t j = 0;                                                                         \
        for (; j + L <= n; j += L) {                                                           \
            const V xv = *(const V*)(x + j);                                                   \
            a0 += *(const V*)(m0 + j) * xv;                                                    \
            a1 += *(const V*)(m1 + j) * xv;                                                    \
            a2 += *(const V*)(m2 + j) * xv;                                                    \
            a3 += *(const V*)(m3 + j) * xv;                                                    \
        }                                                                                      \
        T t0 = lc_mkv_hsum_##ISA##_##SFX(a0), t1 = lc_mkv_hsum_##ISA##_##SFX(a1),              \
          t2 = lc_mkv_hsum_##ISA##_##SFX(a2), t3 = lc_mkv_hsum_##ISA##_##SFX(a3);              \
        for (; j < n; j++) {                                                                   \
            t0 += m0[j] * x[j]; t1 += m1[j] * x[j]; t2 += m2[j] * x[j]; t3 += m3[j] * x[j];    \
        }                                                                                      \
        y[r * sy] = t0; y[(r + 1) * sy] = t1; y[(r + 2) * sy] = t2; y[(r + 3) * sy] = t3;      \
    }                                                                                          \
    for (; r < r1; r++) y[r * sy] = lc_mkv_dot1_##ISA##_##SFX(n, M + r * s0, 1, x, 1);         \
}                                                                                              \
                                                                                               \
/* acc[0:rows] = M[c0:c0+rows, :] @ x for a column-major M (unit stride along columns):   \
 * four columns at a time are added into acc, so M is read once, along its columns. */        \
static void lc_mkv_gemv_cols_##ISA##_##SFX(int64_t c0, int64_t rows, int64_t n, const T* M,    \
                                          int64_t s1, const T* x, int64_t sx, T* acc) {        \
    typedef lc_mkv_##ISA##_##SFX##_v V;                                                        \
    enum { L = (int)(BYTES / sizeof(T)) };                                                     \
    const int64_t vrows = rows / L * L;                                                        \
    for (int64_t i = 0; i < rows; i++) acc[i] = 0;                                             \
    int64_t j = 0;                                                                             \
    for (; j + 4 <= n; j += 4) {                                                               \
        const T *m0 = M + c0 + j * s1, *m1 = m0 + s1, *m2 = m1 + s1, *m3 = m2 + s1;            \
        const T x0 = x[j * sx], x1 = x[(j + 1) * sx], x2 = x[(j + 2) * sx],                    \
                x3 = x[(j + 3) * sx];                                                          \
        int64_t i = 0;                                                                         \
        for (; i < vrows; i += L)                                                              \
            *(V*)(acc + i) += (*(const V*)(m0 + i) * x0 + *(const V*)(m1 + i) * x1)            \
                              + (*(const V*)(m2 + i) * x2 + *(const V*)(m3 + i) * x3);         \
        for (; i < rows; i++)                                                                  \
            acc[i] += (m0[i] * x0 + m1[i] * x1) + (m2[i] * x2 + m3[i] * x3);                   \
    }                                                                                          \
    for (; j < n; j++) {                                                                       \
        const T* m0 = M + c0 + j * s1;                                                         \
        const T x0 = x[j * sx];                                                                \
        for (int64_t i = 0; i < rows; i++) acc[i] += m0[i] * x0;                               \
    }                                                                                          \
}                                                                                              \
                                                                                               \
/* y = M @ x: M is m x n with strides (s0, s1), in elements; chunk: elements of y a        \
 * column-major M's columns are added into per pass. Returns 0, or -1 when a buffer for a  \
 * strided x or y cannot be allocated (y is then untouched). */                               \
LC_KERNEL_API int lc_mkv_gemv_##ISA##_##SFX(int64_t m, int64_t n, const T* M, int64_t s0,       \
                                            int64_t s1, const T* x, int64_t sx, T* y,          \
                                            int64_t sy, int64_t chunk, int threads) {          \
    if (m <= 0) return 0;                                                                      \
    if (threads < 2 || (double)m * (double)n < LC_MKV_SERIAL_WORK) threads = 1;                \
    if (n > 0 && (s1 == 1 || n == 1)) {                                                        \
        T* packed = NULL;                                                                      \
        if (sx != 1 && n > 1) {  /* the rows' dot products read x with unit stride */          \
            packed = (T*)malloc((size_t)n * sizeof(T));                                        \
            if (!packed) return -1;                                                            \
            for (int64_t j = 0; j < n; j++) packed[j] = x[j * sx];                             \
        }                                                                                      \
        const T* xs = packed ? packed : x;                                                     \
        const int64_t blocks = (m + 3) / 4;                                                    \
        _Pragma("omp parallel for schedule(static) num_threads(threads) if(threads > 1)")      \
        for (int64_t b = 0; b < blocks; b++) {                                                 \
            const int64_t r1 = 4 * b + 4 < m ? 4 * b + 4 : m;                                  \
            lc_mkv_gemv_rows_##ISA##_##SFX(4 * b, r1, n, M, s0, xs, y, sy);                    \
        }                                                                                      \
        free(packed);                                                                          \
        return 0;                                                                              \
    }                                                                                          \
    if (n > 0 && s0 == 1) {                                                                    \
        /* each thread one contiguous range of y, whole cache lines, as even as they come     \
         * (OpenBLAS splits its gemv the same way): every thread streams its part of each     \
         * column of M, and no range is left for one thread alone at the end */               \
        const int64_t line = 64 / (int64_t)sizeof(T);                                          \
        const int64_t lines = (m + line - 1) / line;                                           \
        if (threads > lines) threads = (int)lines;                                             \
        /* the part of y a thread adds a column into stays in its cache (chunk: the caller's  \
         * share of the cache, in elements; <= 0: the whole range) */                         \
        const int64_t most = chunk > 0 && chunk < lines * line                                 \
                                 ? (chunk + line - 1) / line * line : lines * line;            \
        T* scratch = NULL;                                                                     \
        if (sy != 1) {  /* strided y: each thread adds into a contiguous buffer */             \
            scratch = (T*)malloc((size_t)threads * (size_t)most * sizeof(T));                  \
            if (!scratch) return -1;                                                           \
        }                                                                                      \
        _Pragma("omp parallel num_threads(threads) if(threads > 1)")                          \
        {                                                                                      \
            int t = 0, nt = 1;                                                                 \
            LC_MKV_TEAM(t, nt);  /* the team may be smaller than asked for */                  \
            const int64_t per = (lines + nt - 1) / nt * line;                                  \
            const int64_t step = per < most ? per : most;                                      \
            const int64_t lo = t * per < m ? t * per : m, hi = lo + per < m ? lo + per : m;    \
            for (int64_t c0 = lo; c0 < hi; c0 += step) {                                       \
                const int64_t rows = hi - c0 < step ? hi - c0 : step;                          \
                T* acc = scratch ? scratch + (int64_t)t * most : y + c0;                       \
                lc_mkv_gemv_cols_##ISA##_##SFX(c0, rows, n, M, s1, x, sx, acc);                \
                if (scratch)                                                                   \
                    for (int64_t i = 0; i < rows; i++) y[(c0 + i) * sy] = acc[i];              \
            }                                                                                  \
        }                                                                                      \
        free(scratch);                                                                         \
        return 0;                                                                              \
    }                                                                                          \
    /* n == 0 (y = 0), or no unit stride: plain loops */                                       \
    _Pragma("omp parallel for schedule(static) num_threads(threads) if(threads > 1)")          \
    for (int64_t i = 0; i < m; i++) {                                                          \
        T s = 0;                                                                               \
        for (int64_t j = 0; j < n; j++) s += M[i * s0 + j * s1] * x[j * sx];                   \
        y[i * sy] = s;                                                                         \
    }                                                                                          \
    return 0;                                                                                  \
}                                                                                              \
                                                                                               \
/* Rows [r0, r1) of the fused pair over a row-major M (unit stride along rows; x, r, z      \
 * contiguous): y[i] = M[i, :] . x, and acc += r[i] * M[i, :] (chain: r[i] is y[i] just    \
 * computed). Four rows at a time; without the chain one pass over the four rows does both,  \
 * with it the rows are read again from cache for the update, after their dot products. */   \
static void lc_mkv_gemv2_rows_##ISA##_##SFX(int64_t r0, int64_t r1, int64_t n, const T* M,     \
                                           int64_t s0, const T* x, const T* r, T* y,         \
                                           int64_t sy, int chain, T* acc) {                  \
    typedef lc_mkv_##ISA##_##SFX##_v V;                                                        \
    enum { L = (int)(BYTES / sizeof(T)) };                                                     \
    const int64_t vn = n / L * L;                                                              \
    int64_t i = r0;                                                                            \
    for (; i + 4 <= r1; i += 4) {                                                              \
        const T *m0 = M + i * s0, *m1 = m0 + s0, *m2 = m1 + s0, *m3 = m2 + s0;                 \
        V a0 = {0}, a1 = {0}, a2 = {0}, a3 = {0};                                              \
        T q0 = chain ? 0 : r[i], q1 = chain ? 0 : r[i + 1], q2 = chain ? 0 : r[i + 2],         \
          q3 = chain ? 0 : r[i + 3];                                                           \
        int64_t j = 0;                                                                         \
        if (chain) {                                                                           \
            for (; j < vn; j += L) {                                                           \
                const V xv = *(const V*)(x + j);                                               \
                a0 += *(const V*)(m0 + j) * xv;                                                \
                a1 += *(const V*)(m1 + j) * xv;                                                \
                a2 += *(const V*)(m2 + j) * xv;                                                \
                a3 += *(const V*)(m3 + j) * xv;                                                \
            }                                                                                  \
        } else {                                                                               \
            for (; j < vn; j += L) {                                                           \
                const V xv = *(const V*)(x + j);                                               \
                const V v0 = *(const V*)(m0 + j), v1 = *(const V*)(m1 + j),                    \
                        v2 = *(const V*)(m2 + j), v3 = *(const V*)(m3 + j);                    \
                a0 += v0 * xv; a1 += v1 * xv; a2 += v2 * xv; a3 += v3 * xv;                    \
                *(V*)(acc + j) += (v0 * q0 + v1 * q1) + (v2 * q2 + v3 * q3);                   \
            }                                                                                  \
        }                                                                                      \
        T t0 = lc_mkv_hsum_##ISA##_##SFX(a0), t1 = lc_mkv_hsum_##ISA##_##SFX(a1),              \
          t2 = lc_mkv_hsum_##ISA##_##SFX(a2), t3 = lc_mkv_hsum_##ISA##_##SFX(a3);              \
        for (int64_t k = j; k < n; k++) {                                                      \
            t0 += m0[k] * x[k]; t1 += m1[k] * x[k]; t2 += m2[k] * x[k]; t3 += m3[k] * x[k];    \
        }                                                                                      \
        y[i * sy] = t0; y[(i + 1) * sy] = t1; y[(i + 2) * sy] = t2; y[(i + 3) * sy] = t3;      \
        if (chain) {                                                                           \
            q0 = t0; q1 = t1; q2 = t2; q3 = t3;                                                \
            for (j = 0; j < vn; j += L)                                                        \
                *(V*)(acc + j) += (*(const V*)(m0 + j) * q0 + *(const V*)(m1 + j) * q1)        \
                                  + (*(const V*)(m2 + j) * q2 + *(const V*)(m3 + j) * q3);     \
        }                                                                                      \
        for (int64_t k = vn; k < n; k++)                                                       \
            acc[k] += (m0[k] * q0 + m1[k] * q1) + (m2[k] * q2 + m3[k] * q3);                   \
    }                                                                                          \
    for (; i < r1; i++) {                                                                      \
        const T* m0 = M + i * s0;                                                              \
        const T t = lc_mkv_dot1_##ISA##_##SFX(n, m0, 1, x, 1);                                 \
        y[i * sy] = t;                                                                         \
        const T q = chain ? t : r[i];                                                          \
        for (int64_t k = 0; k < n; k++) acc[k] += m0[k] * q;                                   \
    }                                                                                          \
}                                                                                              \
                                                                                               \
/* The pair of matrix-vector products over one matrix, in one pass over it (NPBench's bicg,  \
 * mvt; atax with chain): y = M @ x and z = M^T @ r, where chain != 0 means r is y itself.   \
 * M is m x n with strides (s0, s1). A row-major M with contiguous x, r and z is streamed once \
 * (each thread its rows, its part of z in a buffer of its own, the buffers added in thread  \
 * order at the end); anything else takes the two products one after the other. Returns 0, \
 * or -1 when a buffer cannot be allocated (y and z are then untouched). */                   \
LC_KERNEL_API int lc_mkv_gemv2_##ISA##_##SFX(int64_t m, int64_t n, const T* M, int64_t s0,      \
                                             int64_t s1, const T* x, int64_t sx, const T* r,   \
                                             int64_t sr, T* y, int64_t sy, T* z, int64_t sz,   \
                                             int chain, int threads) {                         \
    if (threads < 2 || (double)m * (double)n < LC_MKV_SERIAL_WORK) threads = 1;                \
    if (!(m > 0 && n > 0 && (s1 == 1 || n == 1) && (sx == 1 || n == 1) && (sz == 1 || n == 1)  \
          && (chain || sr == 1 || m == 1))) {                                                  \
        if (lc_mkv_gemv_##ISA##_##SFX(m, n, M, s0, s1, x, sx, y, sy, 0, threads)) return -1;   \
        return lc_mkv_gemv_##ISA##_##SFX(n, m, M, s1, s0, chain ? y : r, chain ? sy : sr, z,   \
                                         sz, 0, threads);                                      \
    }                                                                                          \
    const int64_t rows = (m + 3) / 4;                                                          \
    if (threads > rows) threads = (int)rows;                                                   \
    T* part = (T*)malloc((size_t)threads * (size_t)n * sizeof(T) + 64);                        \
    if (!part) return -1;                                                                      \
    T* base = (T*)(((uintptr_t)part + 63) & ~(uintptr_t)63);                                   \
    int used = 1;                                                                              \
    _Pragma("omp parallel num_threads(threads) if(threads > 1)")                              \
    {                                                                                          \
        int t = 0, nt = 1;                                                                     \
        LC_MKV_TEAM(t, nt);  /* the team may be smaller than asked for */                      \
        if (t == 0) used = nt;                                                                 \
        T* acc = base + (int64_t)t * n;                                                        \
        for (int64_t k = 0; k < n; k++) acc[k] = 0;                                            \
        const int64_t per = (rows + nt - 1) / nt * 4;                                          \
        const int64_t lo = t * per < m ? t * per : m, hi = lo + per < m ? lo + per : m;        \
        lc_mkv_gemv2_rows_##ISA##_##SFX(lo, hi, n, M, s0, x, r, y, sy, chain, acc);             \
    }                                                                                          \
    for (int64_t k = 0; k < n; k++) {                                                          \
        T s = base[k];                                                                         \
        for (int u = 1; u < used; u++) s += base[(int64_t)u * n + k];                          \
        z[k] = s;                                                                              \
    }                                                                                          \
    free(part);                                                                                \
    return 0;                                                                                  \
}                                                                                              \
                                                                                               \
/* A = x y^T: A is m x n with strides (s0, s1). */                                             \
LC_KERNEL_API void lc_mkv_outer_##ISA##_##SFX(int64_t m, int64_t n, const T* x, int64_t sx,    \
                                              const T* y, int64_t sy, T* A, int64_t s0,        \
                                              int64_t s1, int threads) {                       \
    typedef lc_mkv_##ISA##_##SFX##_v V;                                                        \
    enum { L = (int)(BYTES / sizeof(T)) };                                                     \
    if (m <= 0 || n <= 0) return;                                                              \
    if (threads < 2 || (double)m * (double)n < LC_MKV_SERIAL_WORK) threads = 1;                \
    /* walk A along its unit-stride axis: rows (x[i] * y) or, transposed, columns */           \
    const int by_rows = s1 == 1 || (s0 != 1 && sy == 1);                                       \
    const int64_t outer = by_rows ? m : n, inner = by_rows ? n : m;                            \
    const int64_t so = by_rows ? s0 : s1, si = by_rows ? s1 : s0;                              \
    const T* u = by_rows ? x : y;                                                              \
    const T* v = by_rows ? y : x;                                                              \
    const int64_t su = by_rows ? sx : sy, sv = by_rows ? sy : sx;                              \
    _Pragma("omp parallel for schedule(static) num_threads(threads) if(threads > 1)")          \
    for (int64_t i = 0; i < outer; i++) {                                                      \
        const T ui = u[i * su];                                                                \
        T* row = A + i * so;                                                                   \
        int64_t j = 0;                                                                         \
        if (si == 1 && sv == 1)                                                                \
            for (; j + L <= inner; j += L) *(V*)(row + j) = ui * *(const V*)(v + j);           \
        for (; j < inner; j++) row[j * si] = ui * v[j * sv];                                   \
    }                                                                                          \
}

#ifdef _OPENMP
#define LC_MKV_TEAM(t, nt) ((t) = omp_get_thread_num(), (nt) = omp_get_num_threads())
#else
#define LC_MKV_TEAM(t, nt) ((t) = 0, (nt) = 1)
#endif

#if defined(__AVX512F__)
#if !defined(LC_KERNEL_ONLY) || defined(LC_KERNEL_ONLY_avx512_f64)
LC_MKV_DEFINE(avx512, f64, double, 64)
#endif
#if !defined(LC_KERNEL_ONLY) || defined(LC_KERNEL_ONLY_avx512_f32)
LC_MKV_DEFINE(avx512, f32, float, 64)
#endif
#endif
#if defined(__AVX2__) && defined(__FMA__)
#if !defined(LC_KERNEL_ONLY) || defined(LC_KERNEL_ONLY_avx2_f64)
LC_MKV_DEFINE(avx2, f64, double, 32)
#endif
#if !defined(LC_KERNEL_ONLY) || defined(LC_KERNEL_ONLY_avx2_f32)
LC_MKV_DEFINE(avx2, f32, float, 32)
#endif
#endif
#if !defined(LC_KERNEL_ONLY) || defined(LC_KERNEL_ONLY_generic_f64)
LC_MKV_DEFINE(generic, f64, double, 16)
#endif
#if !defined(LC_KERNEL_ONLY) || defined(LC_KERNEL_ONLY_generic_f32)
LC_MKV_DEFINE(generic, f32, float, 16)
#endif

#endif /* LC_MKV_H */
