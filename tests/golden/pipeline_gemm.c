
/* loopcraft's own GEMM micro-kernels, in the BLIS style:  C = alpha * A @ B + beta * C.
 *
 * Why hand-written: the question loopcraft answers with data is whether direct emission (the
 * scheduler's loops) or a hand-tuned kernel wins, so one implementation of `matmul` is this file.
 * It follows Goto's layering as refined by BLIS (Van Zee & van de Geijn; Low et al., "Analytical
 * modeling is enough for high-performance BLIS"):
 *
 *   jc: columns of B and C in panels of nc                      (B panel: kc x nc, lives in L3)
 *    pc: the sum over k in blocks of kc; B's panel is packed    (nr-wide micro-panels)
 *     ic: rows of A and C in blocks of mc; A's block is packed  (mr-tall micro-panels, in L2)
 *      jr, ir: one mr x nr tile of C per micro-kernel call      (B micro-panel stays in L1)
 *       micro-kernel: the tile lives in registers for kc rank-1 updates (one FMA per element)
 *
 * Packing copies operands of any strides (row-major, transposed, sliced) into contiguous,
 * zero-padded micro-panels, so the micro-kernel reads memory with unit stride only and edge
 * tiles need no special code inside the k loop. Small and skinny products, whose packed values
 * would be used too few times to repay the copy, read a row-major A and/or B in place instead
 * (see LC_MK_DIRECT_A, LC_MK_DIRECT_B). mc, kc and nc are arguments: the Python side derives
 * them from the cache sizes (loopcraft.libops.microkernel) and a recipe may override them.
 * Threads (OpenMP, one region per call) share the packing and split the jr x ir tiles.
 *
 * Kernels: AVX-512 (12 x 16 doubles / 12 x 32 floats: 24 accumulator registers of 32),
 * AVX2+FMA (6 x 8 / 6 x 16: 12 of 16) and a portable GCC vector-extension fallback
 * (4 x 4 / 4 x 8 in 16-byte vectors). Each ISA's kernel is compiled only where the compiler
 * targets that ISA (-march=native), and loopcraft only asks for kernels the CPU has.
 *
 * Epilogue (loopcraft.transform.fuse_epilogue): the write-back of the last kc block also adds
 * a bias along rows (bias[j], one value per column of C) and applies relu (max(0, x)) while the
 * tile is still in registers, so `relu(alpha * A @ B + beta * C + bias)` costs no second pass
 * over C.
 *
 * Rounding: each element's sum runs over k in increasing order within a kc block, and the
 * blocks are added to C in order; results can differ from a plain loop in the last bits.
 */
#ifndef LC_MK_GEMM_H
#define LC_MK_GEMM_H
#include <stdint.h>
#include <stdlib.h>
#if defined(__AVX2__) || defined(__AVX512F__)
#include <immintrin.h>
#endif
#ifdef _OPENMP
#include <omp.h>
#define LC_MK_THREAD_NUM() omp_get_thread_num()
#else
#define LC_MK_THREAD_NUM() 0
#endif

#define LC_MK_ALIGN 64
/* Below this many multiply-adds a product runs on one thread: starting a team and its
 * barriers costs more than the work saves (about 2**21: a 128^3 product uses threads). */
#define LC_MK_SERIAL_WORK 2.0e6
/* A row-major panel of B of whole micro-panels is read in place instead of packed when it is
 * at most LC_MK_DIRECT_B_BYTES (so small a panel stays in L1/L2 anyway), or when A has at most
 * LC_MK_DIRECT_B_ROWS rows -- each packed value of B would serve only m / mr tiles, too few to
 * repay the copy -- and B's rows do not lie a multiple of 4 KiB apart (such rows share cache
 * sets: a 256-row micro-panel no longer stays in L2). Measured on Zen 4, 1 thread, CPU time,
 * against OpenBLAS: 64 x 3136 x 64 float64 0.94x -> 1.02x, float32 1.04x -> 1.13x, 128^3
 * 1.09x -> 1.13x; not at m = 256, where 16 products of 256^3 in a row (B cold) lost 6%, and
 * 512 x 2048 x 2048, rows 16 KiB apart, lost 26% in place. */
#ifndef LC_MK_DIRECT_B
#define LC_MK_DIRECT_B_BYTES (64 * 1024)
#define LC_MK_DIRECT_B_ROWS 128
#define LC_MK_DIRECT_B(m, kb, nb, item, ldb)                                                   \
    ((kb) * (nb) * (item) <= LC_MK_DIRECT_B_BYTES                                              \
     || ((m) <= LC_MK_DIRECT_B_ROWS && (ldb) * (item) % 4096 != 0))
#endif
/* A row-major A is read in place instead of packed when each packed value would serve at most
 * this many micro-panels of B (n <= 4 nr: 64 columns of doubles), or the whole product is at most
 * LC_MK_DIRECT_A_WORK multiply-adds: packing costs about one cycle per value of A, which a
 * value used in only a few tiles does not repay. (Experiment hook: -DLC_MK_DIRECT_A=...) */
#define LC_MK_DIRECT_A_PANELS 4
#define LC_MK_DIRECT_A_WORK 3.0e5
#ifndef LC_MK_DIRECT_A
#define LC_MK_DIRECT_A(m, n, k, NR)                                                            \
    ((n) <= LC_MK_DIRECT_A_PANELS * (NR)                                                       \
     || (double)(m) * (double)(n) * (double)(k) <= LC_MK_DIRECT_A_WORK)
#endif

static void* lc_mk_alloc(size_t bytes) {
    size_t n = (bytes + LC_MK_ALIGN - 1) / LC_MK_ALIGN * LC_MK_ALIGN;
    return aligned_alloc(LC_MK_ALIGN, n ? n : LC_MK_ALIGN);
}

/* X-macros over the rows of a tile. */
#define LC_MK_ROWS1(X) X(0)
#define LC_MK_ROWS2(X) X(0) X(1)
#define LC_MK_ROWS4(X) X(0) X(1) X(2) X(3)
#define LC_MK_ROWS6(X) LC_MK_ROWS4(X) X(4) X(5)
#define LC_MK_ROWS8(X) LC_MK_ROWS6(X) X(6) X(7)
#define LC_MK_ROWS12(X) LC_MK_ROWS8(X) X(8) X(9) X(10) X(11)

/* ------------------------------------------------------------------------------ micro-kernels
 * kernel(kc, a, b, bs, c, ldc, alpha, beta, bias, relu): a is an mr x kc micro-panel (mr values
 * per k), b a kc x nr one (nr values per k, rows bs apart); the tile c[r * ldc + j] becomes
 * alpha * (a @ b) + beta * c (+ bias[j] when bias is not NULL; then max(0, .) when relu), and
 * c is not read when beta == 0 (it may hold garbage, e.g. NaN from np.empty).
 * kernel_da(kc, a, lda, b, ...): the same on rows of A read in place ("direct A": row r's k-th
 * value at a[r * lda + k]), for products too small to repay packing A.
 * Every kernel keeps two vectors per row: nr = 2 * lanes. */
#define LC_MK_KERNEL_BODY(T, V, ROWS, LOAD, BCAST, ARS, AKS)                                   \
{                                                                                              \
    enum { L = (int)(sizeof(V) / sizeof(T)) };                                                 \
    const int64_t ars = (ARS);  /* row r's value of this k: a[r * ars] */                      \
    ROWS(LC_MK_DECL_##V)                                                                       \
    ROWS(LC_MK_PREFETCH_C)                                                                     \
    _Pragma("GCC unroll 4")  /* fewer loop branches; measured 55-70 vs 41-50 GFLOP/s */        \
    for (int64_t p = 0; p < kc; p++) {                                                         \
        const V b0 = LOAD(b), b1 = LOAD(b + L);                                                \
        ROWS(LC_MK_FMA_##V)                                                                    \
        a += (AKS);                                                                            \
        b += bs;                                                                               \
    }                                                                                          \
    const V va = BCAST(alpha), vb = BCAST(beta);                                               \
    if (beta == (T)0) {                                                                        \
        if (alpha != (T)1) { ROWS(LC_MK_SCALE0) }                                              \
    } else {                                                                                   \
        ROWS(LC_MK_SCALE1_##V)                                                                 \
    }                                                                                          \
    if (bias) {                                                                                \
        const V bias0 = LOAD(bias), bias1 = LOAD(bias + L);                                    \
        ROWS(LC_MK_BIAS)                                                                       \
    }                                                                                          \
    if (relu) {                                                                                \
        const V zero = BCAST((T)0);                                                            \
        ROWS(LC_MK_RELU_##V)                                                                   \
    }                                                                                          \
    ROWS(LC_MK_STORE_##V)                                                                      \
    (void)vb;                                                                                  \
}
#define LC_MK_KERNEL(NAME, T, V, MR, ROWS, LOAD, BCAST)                                        \
static void NAME(int64_t kc, const T* restrict a, const T* restrict b, int64_t bs,             \
                 T* restrict c, int64_t ldc, T alpha, T beta, const T* restrict bias,          \
                 int relu)                                                                     \
LC_MK_KERNEL_BODY(T, V, ROWS, LOAD, BCAST, 1, MR)                                              \
static void NAME##_da(int64_t kc, const T* restrict a, int64_t lda, const T* restrict b,       \
                      int64_t bs, T* restrict c, int64_t ldc, T alpha, T beta,                 \
                      const T* restrict bias, int relu)                                        \
LC_MK_KERNEL_BODY(T, V, ROWS, LOAD, BCAST, lda, 1)

/* The write-back, on every vector type (GCC's vector operators work on the intrinsics' types
 * too; with -ffp-contract=fast `va * x + vb * y` is one FMA): scale by alpha (and add beta
 * times C), add the bias row, relu, store. */
#define LC_MK_SCALE0(r) c##r##0 = va * c##r##0; c##r##1 = va * c##r##1;
#define LC_MK_SCALE1_WITH(LD, r)                                                               \
    c##r##0 = va * c##r##0 + vb * LD(c + r * ldc);                                             \
    c##r##1 = va * c##r##1 + vb * LD(c + r * ldc + L);
#define LC_MK_BIAS(r) c##r##0 += bias0; c##r##1 += bias1;

/* The tile's rows of C, fetched while the k loop runs (they are needed only after it, and
 * usually come from L3 or memory: the mc x nc block of C does not fit in L2). */
#define LC_MK_PREFETCH_C(r)                                                                    \
    __builtin_prefetch(c + r * ldc, 1, 3); __builtin_prefetch(c + r * ldc + 2 * L - 1, 1, 3);

/* Row r's pieces per vector type: LC_MK_{DECL,FMA,SCALE1,RELU,STORE}_<vector type>(r)
 * declare its accumulators, update them, scale them and add beta times C, apply relu, and
 * store them. */

#if defined(__AVX512F__)
#define LC_MK_DECL___m512d(r) __m512d c##r##0 = _mm512_setzero_pd(), c##r##1 = _mm512_setzero_pd();
#define LC_MK_FMA___m512d(r) { const __m512d ar = _mm512_set1_pd(a[(r) * ars]);                \
    c##r##0 = _mm512_fmadd_pd(ar, b0, c##r##0); c##r##1 = _mm512_fmadd_pd(ar, b1, c##r##1); }
#define LC_MK_SCALE1___m512d(r) LC_MK_SCALE1_WITH(_mm512_loadu_pd, r)
#define LC_MK_RELU___m512d(r) c##r##0 = _mm512_max_pd(zero, c##r##0);                          \
    c##r##1 = _mm512_max_pd(zero, c##r##1);
#define LC_MK_STORE___m512d(r) _mm512_storeu_pd(c + r * ldc, c##r##0);                         \
    _mm512_storeu_pd(c + r * ldc + 8, c##r##1);
#define LC_MK_DECL___m512(r) __m512 c##r##0 = _mm512_setzero_ps(), c##r##1 = _mm512_setzero_ps();
#define LC_MK_FMA___m512(r) { const __m512 ar = _mm512_set1_ps(a[(r) * ars]);                  \
    c##r##0 = _mm512_fmadd_ps(ar, b0, c##r##0); c##r##1 = _mm512_fmadd_ps(ar, b1, c##r##1); }
#define LC_MK_SCALE1___m512(r) LC_MK_SCALE1_WITH(_mm512_loadu_ps, r)
#define LC_MK_RELU___m512(r) c##r##0 = _mm512_max_ps(zero, c##r##0);                           \
    c##r##1 = _mm512_max_ps(zero, c##r##1);
#define LC_MK_STORE___m512(r) _mm512_storeu_ps(c + r * ldc, c##r##0);                          \
    _mm512_storeu_ps(c + r * ldc + 16, c##r##1);
LC_MK_KERNEL(lc_mk_kernel_avx512_f64, double, __m512d, 12, LC_MK_ROWS12, _mm512_loadu_pd,
             _mm512_set1_pd)
LC_MK_KERNEL(lc_mk_kernel_avx512_f64_r8, double, __m512d, 12, LC_MK_ROWS8, _mm512_loadu_pd,
             _mm512_set1_pd)
LC_MK_KERNEL(lc_mk_kernel_avx512_f64_r4, double, __m512d, 12, LC_MK_ROWS4, _mm512_loadu_pd,
             _mm512_set1_pd)
LC_MK_KERNEL(lc_mk_kernel_avx512_f32, float, __m512, 12, LC_MK_ROWS12, _mm512_loadu_ps,
             _mm512_set1_ps)
LC_MK_KERNEL(lc_mk_kernel_avx512_f32_r8, float, __m512, 12, LC_MK_ROWS8, _mm512_loadu_ps,
             _mm512_set1_ps)
LC_MK_KERNEL(lc_mk_kernel_avx512_f32_r4, float, __m512, 12, LC_MK_ROWS4, _mm512_loadu_ps,
             _mm512_set1_ps)
#endif

#if defined(__AVX2__) && defined(__FMA__)
#define LC_MK_DECL___m256d(r) __m256d c##r##0 = _mm256_setzero_pd(), c##r##1 = _mm256_setzero_pd();
#define LC_MK_FMA___m256d(r) { const __m256d ar = _mm256_broadcast_sd(a + (r) * ars);          \
    c##r##0 = _mm256_fmadd_pd(ar, b0, c##r##0); c##r##1 = _mm256_fmadd_pd(ar, b1, c##r##1); }
#define LC_MK_SCALE1___m256d(r) LC_MK_SCALE1_WITH(_mm256_loadu_pd, r)
#define LC_MK_RELU___m256d(r) c##r##0 = _mm256_max_pd(zero, c##r##0);                          \
    c##r##1 = _mm256_max_pd(zero, c##r##1);
#define LC_MK_STORE___m256d(r) _mm256_storeu_pd(c + r * ldc, c##r##0);                         \
    _mm256_storeu_pd(c + r * ldc + 4, c##r##1);
#define LC_MK_DECL___m256(r) __m256 c##r##0 = _mm256_setzero_ps(), c##r##1 = _mm256_setzero_ps();
#define LC_MK_FMA___m256(r) { const __m256 ar = _mm256_broadcast_ss(a + (r) * ars);            \
    c##r##0 = _mm256_fmadd_ps(ar, b0, c##r##0); c##r##1 = _mm256_fmadd_ps(ar, b1, c##r##1); }
#define LC_MK_SCALE1___m256(r) LC_MK_SCALE1_WITH(_mm256_loadu_ps, r)
#define LC_MK_RELU___m256(r) c##r##0 = _mm256_max_ps(zero, c##r##0);                           \
    c##r##1 = _mm256_max_ps(zero, c##r##1);
#define LC_MK_STORE___m256(r) _mm256_storeu_ps(c + r * ldc, c##r##0);                          \
    _mm256_storeu_ps(c + r * ldc + 8, c##r##1);
LC_MK_KERNEL(lc_mk_kernel_avx2_f64, double, __m256d, 6, LC_MK_ROWS6, _mm256_loadu_pd,
             _mm256_set1_pd)
LC_MK_KERNEL(lc_mk_kernel_avx2_f64_r4, double, __m256d, 6, LC_MK_ROWS4, _mm256_loadu_pd,
             _mm256_set1_pd)
LC_MK_KERNEL(lc_mk_kernel_avx2_f64_r2, double, __m256d, 6, LC_MK_ROWS2, _mm256_loadu_pd,
             _mm256_set1_pd)
LC_MK_KERNEL(lc_mk_kernel_avx2_f32, float, __m256, 6, LC_MK_ROWS6, _mm256_loadu_ps,
             _mm256_set1_ps)
LC_MK_KERNEL(lc_mk_kernel_avx2_f32_r4, float, __m256, 6, LC_MK_ROWS4, _mm256_loadu_ps,
             _mm256_set1_ps)
LC_MK_KERNEL(lc_mk_kernel_avx2_f32_r2, float, __m256, 6, LC_MK_ROWS2, _mm256_loadu_ps,
             _mm256_set1_ps)
#endif

/* The portable fallback: GCC vector extensions (any target GCC supports), 16-byte vectors. */
typedef double lc_v2d __attribute__((vector_size(16), aligned(8)));
typedef float lc_v4f __attribute__((vector_size(16), aligned(4)));
static inline lc_v2d lc_mk_load_v2d(const double* p) { return *(const lc_v2d*)p; }
static inline lc_v4f lc_mk_load_v4f(const float* p) { return *(const lc_v4f*)p; }
static inline lc_v2d lc_mk_bcast_v2d(double x) { return (lc_v2d){x, x}; }
static inline lc_v4f lc_mk_bcast_v4f(float x) { return (lc_v4f){x, x, x, x}; }
/* max(0, x) per lane, keeping NaN (like np.maximum) */
static inline lc_v2d lc_mk_relu_lc_v2d(lc_v2d v) {
    for (int l = 0; l < 2; l++) v[l] = v[l] < 0 ? 0 : v[l];
    return v;
}
static inline lc_v4f lc_mk_relu_lc_v4f(lc_v4f v) {
    for (int l = 0; l < 4; l++) v[l] = v[l] < 0 ? 0 : v[l];
    return v;
}
#define LC_MK_DECL_lc_v2d(r) lc_v2d c##r##0 = {0}, c##r##1 = {0};
#define LC_MK_FMA_lc_v2d(r) { const lc_v2d ar = lc_mk_bcast_v2d(a[(r) * ars]);                 \
    c##r##0 += ar * b0; c##r##1 += ar * b1; }
#define LC_MK_SCALE1_lc_v2d(r) LC_MK_SCALE1_WITH(lc_mk_load_v2d, r)
#define LC_MK_RELU_lc_v2d(r) c##r##0 = lc_mk_relu_lc_v2d(c##r##0);                             \
    c##r##1 = lc_mk_relu_lc_v2d(c##r##1);
#define LC_MK_STORE_lc_v2d(r) *(lc_v2d*)(c + r * ldc) = c##r##0;                               \
    *(lc_v2d*)(c + r * ldc + 2) = c##r##1;
#define LC_MK_DECL_lc_v4f(r) lc_v4f c##r##0 = {0}, c##r##1 = {0};
#define LC_MK_FMA_lc_v4f(r) { const lc_v4f ar = lc_mk_bcast_v4f(a[(r) * ars]);                 \
    c##r##0 += ar * b0; c##r##1 += ar * b1; }
#define LC_MK_SCALE1_lc_v4f(r) LC_MK_SCALE1_WITH(lc_mk_load_v4f, r)
#define LC_MK_RELU_lc_v4f(r) c##r##0 = lc_mk_relu_lc_v4f(c##r##0);                             \
    c##r##1 = lc_mk_relu_lc_v4f(c##r##1);
#define LC_MK_STORE_lc_v4f(r) *(lc_v4f*)(c + r * ldc) = c##r##0;                               \
    *(lc_v4f*)(c + r * ldc + 4) = c##r##1;
LC_MK_KERNEL(lc_mk_kernel_generic_f64, double, lc_v2d, 4, LC_MK_ROWS4, lc_mk_load_v2d,
             lc_mk_bcast_v2d)
LC_MK_KERNEL(lc_mk_kernel_generic_f64_r2, double, lc_v2d, 4, LC_MK_ROWS2, lc_mk_load_v2d,
             lc_mk_bcast_v2d)
LC_MK_KERNEL(lc_mk_kernel_generic_f64_r1, double, lc_v2d, 4, LC_MK_ROWS1, lc_mk_load_v2d,
             lc_mk_bcast_v2d)
LC_MK_KERNEL(lc_mk_kernel_generic_f32, float, lc_v4f, 4, LC_MK_ROWS4, lc_mk_load_v4f,
             lc_mk_bcast_v4f)
LC_MK_KERNEL(lc_mk_kernel_generic_f32_r2, float, lc_v4f, 4, LC_MK_ROWS2, lc_mk_load_v4f,
             lc_mk_bcast_v4f)
LC_MK_KERNEL(lc_mk_kernel_generic_f32_r1, float, lc_v4f, 4, LC_MK_ROWS1, lc_mk_load_v4f,
             lc_mk_bcast_v4f)

/* ---------------------------------------------------------------------------------- packing
 * Per kernel, so that the tile sizes are constants: the copy loops unroll and vectorize. */
#define LC_MK_DEFINE_PACK(ISA, SFX, T, MR, NR)                                                 \
/* rows [0, mb) x k-range [0, kb) of A (A points at the block's first element) into mr-tall    \
 * micro-panels (panel q holds rows q*MR ...; within it, MR values per k), zero-padded to a    \
 * multiple of MR rows; panels [q0, q1) only (threads split the panels). */                    \
static void lc_mk_pack_a_##ISA##_##SFX(const T* A, int64_t sa0, int64_t sa1, int64_t mb,       \
                                       int64_t kb, int64_t q0, int64_t q1, T* restrict dst) {  \
    for (int64_t q = q0; q < q1; q++) {                                                        \
        T* restrict d = dst + q * MR * kb;                                                     \
        const T* src = A + q * MR * sa0;                                                       \
        const int64_t rows = mb - q * MR < MR ? mb - q * MR : MR;                              \
        if (rows == MR && sa1 == 1) {                                                          \
            for (int64_t p = 0; p < kb; p++)                                                   \
                for (int64_t r = 0; r < MR; r++) d[p * MR + r] = src[r * sa0 + p];             \
        } else if (rows == MR) {                                                               \
            for (int64_t p = 0; p < kb; p++)                                                   \
                for (int64_t r = 0; r < MR; r++) d[p * MR + r] = src[r * sa0 + p * sa1];       \
        } else {                                                                               \
            for (int64_t p = 0; p < kb; p++)                                                   \
                for (int64_t r = 0; r < MR; r++)                                               \
                    d[p * MR + r] = r < rows ? src[r * sa0 + p * sa1] : (T)0;                  \
        }                                                                                      \
    }                                                                                          \
}                                                                                              \
/* k-range [0, kb) x columns [0, nb) of B (B points at the panel's first element) into         \
 * nr-wide micro-panels (NR values per k), zero-padded to a multiple of NR columns; panels     \
 * [q0, q1) only. */                                                                           \
static void lc_mk_pack_b_##ISA##_##SFX(const T* B, int64_t sb0, int64_t sb1, int64_t kb,       \
                                       int64_t nb, int64_t q0, int64_t q1, T* restrict dst) {  \
    for (int64_t q = q0; q < q1; q++) {                                                        \
        T* restrict d = dst + q * NR * kb;                                                     \
        const T* src = B + q * NR * sb1;                                                       \
        const int64_t cols = nb - q * NR < NR ? nb - q * NR : NR;                              \
        if (cols == NR && sb1 == 1) {                                                          \
            for (int64_t p = 0; p < kb; p++)                                                   \
                for (int64_t c = 0; c < NR; c++) d[p * NR + c] = src[p * sb0 + c];             \
        } else {                                                                               \
            for (int64_t p = 0; p < kb; p++)                                                   \
                for (int64_t c = 0; c < NR; c++)                                               \
                    d[p * NR + c] = c < cols ? src[p * sb0 + c * sb1] : (T)0;                  \
        }                                                                                      \
    }                                                                                          \
}

/* ----------------------------------------------------------------------------------- driver
 * lc_mk_gemm_<isa>_<sfx>(m, n, k, alpha, A, sa0, sa1, B, sb0, sb1, beta, C, sc0, sc1,
 *                        bias, sbias, relu, mc, kc, nc, threads): C (m x n) = alpha * A (m x k)
 * @ B (k x n) + beta * C (+ bias[j * sbias] when bias is not NULL; then max(0, .) when relu),
 * strides in elements. Returns 0, or -1 when the packing buffer cannot be allocated (C is
 * then untouched). The epilogue is applied in the write-back of the last kc block (last).
 *
 * Operands read in place: packing pays for itself only when each packed value is used often
 * enough. A row-major panel of B of whole micro-panels is read in place when LC_MK_DIRECT_B
 * says so (a small panel, or a short A). A row-major A is read in place (kernel_da) when
 * LC_MK_DIRECT_A says so (a small product, or a narrow n); only a last micro-panel of a height
 * no kernel has (say 1, 2 or 3 rows under 12-row kernels) is still packed, into a buffer of
 * one panel. When every operand is read in place the call allocates nothing.
 *
 * Threads share each packed panel of B. With at least two blocks of mc rows per thread, each
 * thread packs its own blocks of A and computes them (no barrier per block: tall and skinny
 * products split over m); otherwise (few or short rows) the threads pack one block of A
 * together and split its tiles. */

/* One mr x nr tile of C, rows i.., columns j..: full tiles, and edge tiles of exactly E2 or E1
 * (< mr) rows, go to C directly through the kernel with that many rows (an m not divisible by
 * mr costs no wasted rows); other edges go through a local tile, computed by the smallest
 * kernel that covers them, and are merged element by element. The A micro-panel is A itself
 * (direct_a, and a kernel of exactly its height) or the packed panel ap. */
#define LC_MK_CALL(ISA, SFX, H, dir, a, bp, bs, c, ldc, alp, bet, bias, relu)                  \
    do {                                                                                       \
        if (dir) lc_mk_kernel_##ISA##_##SFX##H##_da(kb, a, sa0, bp, bs, c, ldc, alp, bet,      \
                                                    bias, relu);                               \
        else lc_mk_kernel_##ISA##_##SFX##H(kb, a, bp, bs, c, ldc, alp, bet, bias, relu);       \
    } while (0)
#define LC_MK_TILE(ISA, SFX, T, MR, NR, E2, E1, ap, bp, bs, i, j, bet)                         \
    do {                                                                                       \
        const int64_t rows_ = m - (i) < MR ? m - (i) : MR;                                     \
        const int64_t cols_ = n - (j) < NR ? n - (j) : NR;                                     \
        const int whole_ = rows_ == MR || rows_ == E2 || rows_ == E1;                          \
        const int dir_ = direct_a && whole_;                                                   \
        const T* a_ = dir_ ? A + (i) * sa0 + pc : (ap);                                        \
        if (fast_c && cols_ == NR && whole_) {                                                 \
            T* cp_ = C + (i) * sc0 + (j);                                                      \
            const T* bias_ = last && bias ? bias + (j) : NULL;                                 \
            const int relu_ = last && relu;                                                    \
            if (rows_ == MR)                                                                   \
                LC_MK_CALL(ISA, SFX, , dir_, a_, bp, bs, cp_, sc0, alpha, bet, bias_, relu_);  \
            else if (rows_ == E2)                                                              \
                LC_MK_CALL(ISA, SFX, _r##E2, dir_, a_, bp, bs, cp_, sc0, alpha, bet, bias_,    \
                           relu_);                                                             \
            else                                                                               \
                LC_MK_CALL(ISA, SFX, _r##E1, dir_, a_, bp, bs, cp_, sc0, alpha, bet, bias_,    \
                           relu_);                                                             \
        } else {  /* other edge tiles, or a strided C: via a local tile */                     \
            if (rows_ <= E1)                                                                   \
                LC_MK_CALL(ISA, SFX, _r##E1, dir_, a_, bp, bs, tile, NR, (T)1, (T)0, NULL, 0); \
            else if (rows_ <= E2)                                                              \
                LC_MK_CALL(ISA, SFX, _r##E2, dir_, a_, bp, bs, tile, NR, (T)1, (T)0, NULL, 0); \
            else                                                                               \
                LC_MK_CALL(ISA, SFX, , dir_, a_, bp, bs, tile, NR, (T)1, (T)0, NULL, 0);       \
            for (int64_t r = 0; r < rows_; r++)                                                \
                for (int64_t c = 0; c < cols_; c++) {                                          \
                    T* o = C + ((i) + r) * sc0 + ((j) + c) * sc1;                              \
                    T v = alpha * tile[r * NR + c] + (bet == (T)0 ? (T)0 : bet * *o);          \
                    if (last && bias) v += bias[(j) + c];                                      \
                    *o = last && relu && v < 0 ? (T)0 : v;                                     \
                }                                                                              \
        }                                                                                      \
    } while (0)

/* Micro-panel q (rows q*MR.. of the block at row ic) of A into dst: always when A is packed;
 * with direct_a only a panel of a height no kernel has. */
#define LC_MK_PACK_PANEL(ISA, SFX, MR, E2, E1, ic, mb, q, dst)                                 \
    do {                                                                                       \
        const int64_t prows_ = (mb) - (q) * MR < MR ? (mb) - (q) * MR : MR;                    \
        if (!direct_a || !(prows_ == MR || prows_ == E2 || prows_ == E1))                      \
            lc_mk_pack_a_##ISA##_##SFX(A + ((ic) + (q) * MR) * sa0 + pc * sa1, sa0, sa1,       \
                                       prows_, kb, 0, 1, dst);                                 \
    } while (0)

/* The blocked loops of one call: with OMP = LC_MK_PRAGMA inside a parallel region (threads
 * share the packing and split the work), with OMP = LC_MK_NOPRAGMA on one thread without any
 * OpenMP construct (an inactive region and its worksharing loops cost 2-3 us of the 10-12 a
 * 64^3 product took with them). With direct_a, the packed panel of block row q is the one
 * panel the buffer holds (apanel = 0). */
#define LC_MK_PRAGMA(x) _Pragma(x)
#define LC_MK_NOPRAGMA(x)
#define LC_MK_BODY(ISA, SFX, T, MR, NR, E2, E1, OMP)                                           \
    {                                                                                          \
        T tile[MR * NR] __attribute__((aligned(64)));                                          \
        T* mine = apack + (own_a ? (int64_t)LC_MK_THREAD_NUM() * abuf : 0);                    \
        const int64_t apanel = direct_a ? 0 : MR;                                              \
        for (int64_t jc = 0; jc < n; jc += nc) {                                               \
            const int64_t nb = n - jc < nc ? n - jc : nc;                                      \
            const int64_t npanels = (nb + NR - 1) / NR;                                        \
            for (int64_t pc = 0; pc < k; pc += kc) {                                           \
                const int64_t kb = k - pc < kc ? k - pc : kc;                                  \
                const T bet = pc == 0 ? beta : (T)1;                                           \
                const int last = pc + kb >= k;                                                 \
                const int direct_b = sb1 == 1 && nb % NR == 0                                  \
                                     && LC_MK_DIRECT_B(m, kb, nb, (int64_t)sizeof(T), sb0);    \
                const T* bsrc = direct_b ? B + pc * sb0 + jc : bpack;                          \
                const int64_t bpanel = direct_b ? NR : NR * kb, bs = direct_b ? sb0 : NR;      \
                if (!direct_b) {                                                               \
                    OMP("omp for schedule(static)")                                            \
                    for (int64_t q = 0; q < npanels; q++)                                      \
                        lc_mk_pack_b_##ISA##_##SFX(B + pc * sb0 + jc * sb1, sb0, sb1, kb, nb,  \
                                                   q, q + 1, bpack);                           \
                }                                                                              \
                if (own_a) {                                                                   \
                    OMP("omp for schedule(dynamic, 1)")                                        \
                    for (int64_t blk = 0; blk < mblocks; blk++) {                              \
                        const int64_t ic = blk * mc, mb = m - ic < mc ? m - ic : mc;           \
                        const int64_t mpanels = (mb + MR - 1) / MR;                            \
                        if (sym && ic >= jc + nb) continue;  /* all below the diagonal */      \
                        for (int64_t q = 0; q < mpanels; q++)                                  \
                            LC_MK_PACK_PANEL(ISA, SFX, MR, E2, E1, ic, mb, q,                  \
                                             mine + q * apanel * kb);                          \
                        for (int64_t jr = 0; jr < npanels; jr++)                               \
                            for (int64_t ir = 0; ir < mpanels; ir++) {                         \
                                if (sym && ic + ir * MR >= jc + (jr + 1) * NR) continue;       \
                                LC_MK_TILE(ISA, SFX, T, MR, NR, E2, E1,                        \
                                           mine + ir * apanel * kb, bsrc + jr * bpanel, bs,    \
                                           ic + ir * MR, jc + jr * NR, bet);                   \
                            }                                                                  \
                    }                                                                          \
                } else {                                                                       \
                    for (int64_t ic = 0; ic < m; ic += mc) {                                   \
                        const int64_t mb = m - ic < mc ? m - ic : mc;                          \
                        const int64_t mpanels = (mb + MR - 1) / MR;                            \
                        if (sym && ic >= jc + nb) break;  /* the rest is below the diagonal */ \
                        OMP("omp for schedule(static)")                                        \
                        for (int64_t q = 0; q < mpanels; q++)                                  \
                            LC_MK_PACK_PANEL(ISA, SFX, MR, E2, E1, ic, mb, q,                  \
                                             apack + q * apanel * kb);                         \
                        OMP("omp for collapse(2) schedule(static)")                            \
                        for (int64_t jr = 0; jr < npanels; jr++)                               \
                            for (int64_t ir = 0; ir < mpanels; ir++) {                         \
                                if (sym && ic + ir * MR >= jc + (jr + 1) * NR) continue;       \
                                LC_MK_TILE(ISA, SFX, T, MR, NR, E2, E1,                        \
                                           apack + ir * apanel * kb, bsrc + jr * bpanel, bs,   \
                                           ic + ir * MR, jc + jr * NR, bet);                   \
                            }                                                                  \
                    }                                                                          \
                }                                                                              \
            }                                                                                  \
        }                                                                                      \
    }

/* The side of the square blocks in which a symmetric product's lower triangle is mirrored. */
#define LC_MK_MIRROR_BLOCK 32

/* Bytes rounded up to whole alignment units: the parts of the one buffer of a call. */
#define LC_MK_PART(elems, T) (((size_t)(elems) * sizeof(T) + LC_MK_ALIGN - 1)                  \
                              / LC_MK_ALIGN * LC_MK_ALIGN)

#define LC_MK_DEFINE_GEMM(ISA, SFX, T, MR, NR, E2, E1)                                         \
LC_MK_DEFINE_PACK(ISA, SFX, T, MR, NR)                                                         \
static int lc_mk_gemm_##ISA##_##SFX(int64_t m, int64_t n, int64_t k, T alpha,                  \
                                    const T* A, int64_t sa0, int64_t sa1,                      \
                                    const T* B, int64_t sb0, int64_t sb1, T beta,              \
                                    T* C, int64_t sc0, int64_t sc1,                            \
                                    const T* bias_in, int64_t sbias, int relu,                 \
                                    int64_t mc, int64_t kc, int64_t nc, int threads) {         \
    if (m <= 0 || n <= 0) return 0;                                                            \
    if (k <= 0) {  /* an empty sum: C = beta * C, then the epilogue */                         \
        for (int64_t i = 0; i < m; i++)                                                        \
            for (int64_t j = 0; j < n; j++) {                                                  \
                T v = beta == (T)0 ? (T)0 : beta * C[i * sc0 + j * sc1];                       \
                if (bias_in) v += bias_in[j * sbias];                                          \
                C[i * sc0 + j * sc1] = relu && v < 0 ? (T)0 : v;                               \
            }                                                                                  \
        return 0;                                                                              \
    }                                                                                          \
    mc = (mc < MR ? MR : mc) / MR * MR;                                                        \
    nc = (nc < NR ? NR : nc) / NR * NR;                                                        \
    if (kc < 1) kc = 1;                                                                        \
    if (mc > (m + MR - 1) / MR * MR) mc = (m + MR - 1) / MR * MR;                              \
    if (nc > (n + NR - 1) / NR * NR) nc = (n + NR - 1) / NR * NR;                              \
    if (kc > k) kc = k;                                                                        \
    if ((double)m * (double)n * (double)k < LC_MK_SERIAL_WORK || threads < 1) threads = 1;     \
    int64_t mblocks = (m + mc - 1) / mc;                                                       \
    const int own_a = threads > 1 && mblocks >= 2 * threads;                                   \
    if (threads > 1 && !own_a && m <= 4 * mc) {                                                \
        /* threads sharing blocks of A: one block of all rows (at most half of L2), not a few  \
         * blocks at two barriers each */                                                      \
        mc = (m + MR - 1) / MR * MR;                                                           \
        mblocks = 1;                                                                           \
    }                                                                                          \
    const int direct_a = sa1 == 1 && LC_MK_DIRECT_A(m, n, k, NR);                              \
    const int64_t tail = m % MR;  /* rows of the last micro-panel, when not whole */           \
    /* per thread: a block of packed A, or with direct_a at most the one odd panel */          \
    const int64_t abuf = !direct_a ? mc * kc                                                   \
                         : tail && tail != E2 && tail != E1 ? MR * kc : 0;                     \
    const int all_direct_b = sb1 == 1 && n % NR == 0                                           \
                             && LC_MK_DIRECT_B(m, kc, nc, (int64_t)sizeof(T), sb0);            \
    const int direct_bias = !bias_in || (sbias == 1 && n % NR == 0);                           \
    const size_t abytes = LC_MK_PART(abuf * (own_a ? threads : 1), T);                         \
    const size_t bbytes = all_direct_b ? 0 : LC_MK_PART(kc * nc, T);                           \
    const size_t biasbytes = direct_bias ? 0 : LC_MK_PART((n + NR - 1) / NR * NR, T);           \
    const size_t total = abytes + bbytes + biasbytes;                                          \
    char* buffer = total ? (char*)lc_mk_alloc(total) : NULL;                                   \
    if (total && !buffer) return -1;                                                           \
    T* apack = (T*)buffer;                                                                     \
    T* bpack = (T*)(buffer + abytes);                                                          \
    const T* bias = bias_in;                                                                   \
    if (!direct_bias) {  /* the bias row, contiguous and padded to whole micro-panels */       \
        T* row = (T*)(buffer + abytes + bbytes);                                               \
        for (int64_t j = 0; j < (n + NR - 1) / NR * NR; j++)                                   \
            row[j] = j < n ? bias_in[j * sbias] : (T)0;                                        \
        bias = row;                                                                            \
    }                                                                                          \
    const int fast_c = sc1 == 1;                                                               \
    /* B = A^T read from A's own memory, beta = 0, no bias: C = alpha A A^T is symmetric, so  \
     * only the tiles on or above the diagonal are computed and the rest is mirrored (equal   \
     * bit for bit: the same products summed in the same order), as BLAS's syrk does */       \
    const int sym = A == B && sa0 == sb1 && sa1 == sb0 && m == n && beta == (T)0 && !bias_in;  \
    if (threads > 1) {                                                                         \
        _Pragma("omp parallel num_threads(threads)")                                           \
        LC_MK_BODY(ISA, SFX, T, MR, NR, E2, E1, LC_MK_PRAGMA)                                  \
    } else {                                                                                   \
        LC_MK_BODY(ISA, SFX, T, MR, NR, E2, E1, LC_MK_NOPRAGMA)                                \
    }                                                                                          \
    if (sym) {  /* the lower triangle from the upper, in square blocks (both walks local) */  \
        _Pragma("omp parallel for schedule(dynamic, 1) num_threads(threads) if(threads > 1)")  \
        for (int64_t i0 = 0; i0 < m; i0 += LC_MK_MIRROR_BLOCK)                                 \
            for (int64_t j0 = 0; j0 <= i0; j0 += LC_MK_MIRROR_BLOCK)                           \
                for (int64_t i = i0; i < i0 + LC_MK_MIRROR_BLOCK && i < m; i++)                \
                    for (int64_t j = j0; j < j0 + LC_MK_MIRROR_BLOCK && j < i; j++)            \
                        C[i * sc0 + j * sc1] = C[j * sc0 + i * sc1];                           \
    }                                                                                          \
    free(buffer);                                                                              \
    return 0;                                                                                  \
}

#if defined(__AVX512F__)
LC_MK_DEFINE_GEMM(avx512, f64, double, 12, 16, 8, 4)
LC_MK_DEFINE_GEMM(avx512, f32, float, 12, 32, 8, 4)
#endif
#if defined(__AVX2__) && defined(__FMA__)
LC_MK_DEFINE_GEMM(avx2, f64, double, 6, 8, 4, 2)
LC_MK_DEFINE_GEMM(avx2, f32, float, 6, 16, 4, 2)
#endif
LC_MK_DEFINE_GEMM(generic, f64, double, 4, 4, 2, 1)
LC_MK_DEFINE_GEMM(generic, f32, float, 4, 8, 2, 1)

#endif /* LC_MK_GEMM_H */


static const char* const lc_site_text[] = {"array C, index i", "array C, index j", "array C, index _C_add_i", "array C, index _C_add_j", "array C_matmul, index _C_add_i", "array C_matmul, index _C_add_j", "array B_pack, index B_pack_p", "array B_pack, index B_pack_0", "array B_pack, index B_pack_r", "array B, index k_o + B_pack_0", "array B, index j_o + (B_pack_p * 16 + B_pack_r)", "array A_pack, index A_pack_p", "array A_pack, index A_pack_1", "array A_pack, index A_pack_r", "array A, index i_o + (A_pack_p * 6 + A_pack_r)", "array A, index k_o + A_pack_1", "array C, index i", "array C, index j", "array C, index i", "array C, index j + 1", "array C, index i", "array C, index j + 2", "array C, index i", "array C, index j + 3", "array C, index i", "array C, index j + 4", "array C, index i", "array C, index j + 5", "array C, index i", "array C, index j + 6", "array C, index i", "array C, index j + 7", "array C, index i", "array C, index j + 8", "array C, index i", "array C, index j + 9", "array C, index i", "array C, index j + 10", "array C, index i", "array C, index j + 11", "array C, index i", "array C, index j + 12", "array C, index i", "array C, index j + 13", "array C, index i", "array C, index j + 14", "array C, index i", "array C, index j + 15", "array C, index i + 1", "array C, index j", "array C, index i + 1", "array C, index j + 1", "array C, index i + 1", "array C, index j + 2", "array C, index i + 1", "array C, index j + 3", "array C, index i + 1", "array C, index j + 4", "array C, index i + 1", "array C, index j + 5", "array C, index i + 1", "array C, index j + 6", "array C, index i + 1", "array C, index j + 7", "array C, index i + 1", "array C, index j + 8", "array C, index i + 1", "array C, index j + 9", "array C, index i + 1", "array C, index j + 10", "array C, index i + 1", "array C, index j + 11", "array C, index i + 1", "array C, index j + 12", "array C, index i + 1", "array C, index j + 13", "array C, index i + 1", "array C, index j + 14", "array C, index i + 1", "array C, index j + 15", "array C, index i + 2", "array C, index j", "array C, index i + 2", "array C, index j + 1", "array C, index i + 2", "array C, index j + 2", "array C, index i + 2", "array C, index j + 3", "array C, index i + 2", "array C, index j + 4", "array C, index i + 2", "array C, index j + 5", "array C, index i + 2", "array C, index j + 6", "array C, index i + 2", "array C, index j + 7", "array C, index i + 2", "array C, index j + 8", "array C, index i + 2", "array C, index j + 9", "array C, index i + 2", "array C, index j + 10", "array C, index i + 2", "array C, index j + 11", "array C, index i + 2", "array C, index j + 12", "array C, index i + 2", "array C, index j + 13", "array C, index i + 2", "array C, index j + 14", "array C, index i + 2", "array C, index j + 15", "array C, index i + 3", "array C, index j", "array C, index i + 3", "array C, index j + 1", "array C, index i + 3", "array C, index j + 2", "array C, index i + 3", "array C, index j + 3", "array C, index i + 3", "array C, index j + 4", "array C, index i + 3", "array C, index j + 5", "array C, index i + 3", "array C, index j + 6", "array C, index i + 3", "array C, index j + 7", "array C, index i + 3", "array C, index j + 8", "array C, index i + 3", "array C, index j + 9", "array C, index i + 3", "array C, index j + 10", "array C, index i + 3", "array C, index j + 11", "array C, index i + 3", "array C, index j + 12", "array C, index i + 3", "array C, index j + 13", "array C, index i + 3", "array C, index j + 14", "array C, index i + 3", "array C, index j + 15", "array C, index i + 4", "array C, index j", "array C, index i + 4", "array C, index j + 1", "array C, index i + 4", "array C, index j + 2", "array C, index i + 4", "array C, index j + 3", "array C, index i + 4", "array C, index j + 4", "array C, index i + 4", "array C, index j + 5", "array C, index i + 4", "array C, index j + 6", "array C, index i + 4", "array C, index j + 7", "array C, index i + 4", "array C, index j + 8", "array C, index i + 4", "array C, index j + 9", "array C, index i + 4", "array C, index j + 10", "array C, index i + 4", "array C, index j + 11", "array C, index i + 4", "array C, index j + 12", "array C, index i + 4", "array C, index j + 13", "array C, index i + 4", "array C, index j + 14", "array C, index i + 4", "array C, index j + 15", "array C, index i + 5", "array C, index j", "array C, index i + 5", "array C, index j + 1", "array C, index i + 5", "array C, index j + 2", "array C, index i + 5", "array C, index j + 3", "array C, index i + 5", "array C, index j + 4", "array C, index i + 5", "array C, index j + 5", "array C, index i + 5", "array C, index j + 6", "array C, index i + 5", "array C, index j + 7", "array C, index i + 5", "array C, index j + 8", "array C, index i + 5", "array C, index j + 9", "array C, index i + 5", "array C, index j + 10", "array C, index i + 5", "array C, index j + 11", "array C, index i + 5", "array C, index j + 12", "array C, index i + 5", "array C, index j + 13", "array C, index i + 5", "array C, index j + 14", "array C, index i + 5", "array C, index j + 15", "array A_pack, index (i - i_o) // 6", "array A_pack, index k - k_o", "array A_pack, index 0", "array B_pack, index (j - j_o) // 16", "array B_pack, index k - k_o", "array B_pack, index 0", "array A_pack, index (i - i_o) // 6", "array A_pack, index k - k_o", "array A_pack, index 0", "array B_pack, index (j - j_o) // 16", "array B_pack, index k - k_o", "array B_pack, index 1", "array A_pack, index (i - i_o) // 6", "array A_pack, index k - k_o", "array A_pack, index 0", "array B_pack, index (j - j_o) // 16", "array B_pack, index k - k_o", "array B_pack, index 2", "array A_pack, index (i - i_o) // 6", "array A_pack, index k - k_o", "array A_pack, index 0", "array B_pack, index (j - j_o) // 16", "array B_pack, index k - k_o", "array B_pack, index 3", "array A_pack, index (i - i_o) // 6", "array A_pack, index k - k_o", "array A_pack, index 0", "array B_pack, index (j - j_o) // 16", "array B_pack, index k - k_o", "array B_pack, index 4", "array A_pack, index (i - i_o) // 6", "array A_pack, index k - k_o", "array A_pack, index 0", "array B_pack, index (j - j_o) // 16", "array B_pack, index k - k_o", "array B_pack, index 5", "array A_pack, index (i - i_o) // 6", "array A_pack, index k - k_o", "array A_pack, index 0", "array B_pack, index (j - j_o) // 16", "array B_pack, index k - k_o", "array B_pack, index 6", "array A_pack, index (i - i_o) // 6", "array A_pack, index k - k_o", "array A_pack, index 0", "array B_pack, index (j - j_o) // 16", "array B_pack, index k - k_o", "array B_pack, index 7", "array A_pack, index (i - i_o) // 6", "array A_pack, index k - k_o", "array A_pack, index 0", "array B_pack, index (j - j_o) // 16", "array B_pack, index k - k_o", "array B_pack, index 8", "array A_pack, index (i - i_o) // 6", "array A_pack, index k - k_o", "array A_pack, index 0", "array B_pack, index (j - j_o) // 16", "array B_pack, index k - k_o", "array B_pack, index 9", "array A_pack, index (i - i_o) // 6", "array A_pack, index k - k_o", "array A_pack, index 0", "array B_pack, index (j - j_o) // 16", "array B_pack, index k - k_o", "array B_pack, index 10", "array A_pack, index (i - i_o) // 6", "array A_pack, index k - k_o", "array A_pack, index 0", "array B_pack, index (j - j_o) // 16", "array B_pack, index k - k_o", "array B_pack, index 11", "array A_pack, index (i - i_o) // 6", "array A_pack, index k - k_o", "array A_pack, index 0", "array B_pack, index (j - j_o) // 16", "array B_pack, index k - k_o", "array B_pack, index 12", "array A_pack, index (i - i_o) // 6", "array A_pack, index k - k_o", "array A_pack, index 0", "array B_pack, index (j - j_o) // 16", "array B_pack, index k - k_o", "array B_pack, index 13", "array A_pack, index (i - i_o) // 6", "array A_pack, index k - k_o", "array A_pack, index 0", "array B_pack, index (j - j_o) // 16", "array B_pack, index k - k_o", "array B_pack, index 14", "array A_pack, index (i - i_o) // 6", "array A_pack, index k - k_o", "array A_pack, index 0", "array B_pack, index (j - j_o) // 16", "array B_pack, index k - k_o", "array B_pack, index 15", "array A_pack, index (i - i_o) // 6", "array A_pack, index k - k_o", "array A_pack, index 1", "array B_pack, index (j - j_o) // 16", "array B_pack, index k - k_o", "array B_pack, index 0", "array A_pack, index (i - i_o) // 6", "array A_pack, index k - k_o", "array A_pack, index 1", "array B_pack, index (j - j_o) // 16", "array B_pack, index k - k_o", "array B_pack, index 1", "array A_pack, index (i - i_o) // 6", "array A_pack, index k - k_o", "array A_pack, index 1", "array B_pack, index (j - j_o) // 16", "array B_pack, index k - k_o", "array B_pack, index 2", "array A_pack, index (i - i_o) // 6", "array A_pack, index k - k_o", "array A_pack, index 1", "array B_pack, index (j - j_o) // 16", "array B_pack, index k - k_o", "array B_pack, index 3", "array A_pack, index (i - i_o) // 6", "array A_pack, index k - k_o", "array A_pack, index 1", "array B_pack, index (j - j_o) // 16", "array B_pack, index k - k_o", "array B_pack, index 4", "array A_pack, index (i - i_o) // 6", "array A_pack, index k - k_o", "array A_pack, index 1", "array B_pack, index (j - j_o) // 16", "array B_pack, index k - k_o", "array B_pack, index 5", "array A_pack, index (i - i_o) // 6", "array A_pack, index k - k_o", "array A_pack, index 1", "array B_pack, index (j - j_o) // 16", "array B_pack, index k - k_o", "array B_pack, index 6", "array A_pack, index (i - i_o) // 6", "array A_pack, index k - k_o", "array A_pack, index 1", "array B_pack, index (j - j_o) // 16", "array B_pack, index k - k_o", "array B_pack, index 7", "array A_pack, index (i - i_o) // 6", "array A_pack, index k - k_o", "array A_pack, index 1", "array B_pack, index (j - j_o) // 16", "array B_pack, index k - k_o", "array B_pack, index 8", "array A_pack, index (i - i_o) // 6", "array A_pack, index k - k_o", "array A_pack, index 1", "array B_pack, index (j - j_o) // 16", "array B_pack, index k - k_o", "array B_pack, index 9", "array A_pack, index (i - i_o) // 6", "array A_pack, index k - k_o", "array A_pack, index 1", "array B_pack, index (j - j_o) // 16", "array B_pack, index k - k_o", "array B_pack, index 10", "array A_pack, index (i - i_o) // 6", "array A_pack, index k - k_o", "array A_pack, index 1", "array B_pack, index (j - j_o) // 16", "array B_pack, index k - k_o", "array B_pack, index 11", "array A_pack, index (i - i_o) // 6", "array A_pack, index k - k_o", "array A_pack, index 1", "array B_pack, index (j - j_o) // 16", "array B_pack, index k - k_o", "array B_pack, index 12", "array A_pack, index (i - i_o) // 6", "array A_pack, index k - k_o", "array A_pack, index 1", "array B_pack, index (j - j_o) // 16", "array B_pack, index k - k_o", "array B_pack, index 13", "array A_pack, index (i - i_o) // 6", "array A_pack, index k - k_o", "array A_pack, index 1", "array B_pack, index (j - j_o) // 16", "array B_pack, index k - k_o", "array B_pack, index 14", "array A_pack, index (i - i_o) // 6", "array A_pack, index k - k_o", "array A_pack, index 1", "array B_pack, index (j - j_o) // 16", "array B_pack, index k - k_o", "array B_pack, index 15", "array A_pack, index (i - i_o) // 6", "array A_pack, index k - k_o", "array A_pack, index 2", "array B_pack, index (j - j_o) // 16", "array B_pack, index k - k_o", "array B_pack, index 0", "array A_pack, index (i - i_o) // 6", "array A_pack, index k - k_o", "array A_pack, index 2", "array B_pack, index (j - j_o) // 16", "array B_pack, index k - k_o", "array B_pack, index 1", "array A_pack, index (i - i_o) // 6", "array A_pack, index k - k_o", "array A_pack, index 2", "array B_pack, index (j - j_o) // 16", "array B_pack, index k - k_o", "array B_pack, index 2", "array A_pack, index (i - i_o) // 6", "array A_pack, index k - k_o", "array A_pack, index 2", "array B_pack, index (j - j_o) // 16", "array B_pack, index k - k_o", "array B_pack, index 3", "array A_pack, index (i - i_o) // 6", "array A_pack, index k - k_o", "array A_pack, index 2", "array B_pack, index (j - j_o) // 16", "array B_pack, index k - k_o", "array B_pack, index 4", "array A_pack, index (i - i_o) // 6", "array A_pack, index k - k_o", "array A_pack, index 2", "array B_pack, index (j - j_o) // 16", "array B_pack, index k - k_o", "array B_pack, index 5", "array A_pack, index (i - i_o) // 6", "array A_pack, index k - k_o", "array A_pack, index 2", "array B_pack, index (j - j_o) // 16", "array B_pack, index k - k_o", "array B_pack, index 6", "array A_pack, index (i - i_o) // 6", "array A_pack, index k - k_o", "array A_pack, index 2", "array B_pack, index (j - j_o) // 16", "array B_pack, index k - k_o", "array B_pack, index 7", "array A_pack, index (i - i_o) // 6", "array A_pack, index k - k_o", "array A_pack, index 2", "array B_pack, index (j - j_o) // 16", "array B_pack, index k - k_o", "array B_pack, index 8", "array A_pack, index (i - i_o) // 6", "array A_pack, index k - k_o", "array A_pack, index 2", "array B_pack, index (j - j_o) // 16", "array B_pack, index k - k_o", "array B_pack, index 9", "array A_pack, index (i - i_o) // 6", "array A_pack, index k - k_o", "array A_pack, index 2", "array B_pack, index (j - j_o) // 16", "array B_pack, index k - k_o", "array B_pack, index 10", "array A_pack, index (i - i_o) // 6", "array A_pack, index k - k_o", "array A_pack, index 2", "array B_pack, index (j - j_o) // 16", "array B_pack, index k - k_o", "array B_pack, index 11", "array A_pack, index (i - i_o) // 6", "array A_pack, index k - k_o", "array A_pack, index 2", "array B_pack, index (j - j_o) // 16", "array B_pack, index k - k_o", "array B_pack, index 12", "array A_pack, index (i - i_o) // 6", "array A_pack, index k - k_o", "array A_pack, index 2", "array B_pack, index (j - j_o) // 16", "array B_pack, index k - k_o", "array B_pack, index 13", "array A_pack, index (i - i_o) // 6", "array A_pack, index k - k_o", "array A_pack, index 2", "array B_pack, index (j - j_o) // 16", "array B_pack, index k - k_o", "array B_pack, index 14", "array A_pack, index (i - i_o) // 6", "array A_pack, index k - k_o", "array A_pack, index 2", "array B_pack, index (j - j_o) // 16", "array B_pack, index k - k_o", "array B_pack, index 15", "array A_pack, index (i - i_o) // 6", "array A_pack, index k - k_o", "array A_pack, index 3", "array B_pack, index (j - j_o) // 16", "array B_pack, index k - k_o", "array B_pack, index 0", "array A_pack, index (i - i_o) // 6", "array A_pack, index k - k_o", "array A_pack, index 3", "array B_pack, index (j - j_o) // 16", "array B_pack, index k - k_o", "array B_pack, index 1", "array A_pack, index (i - i_o) // 6", "array A_pack, index k - k_o", "array A_pack, index 3", "array B_pack, index (j - j_o) // 16", "array B_pack, index k - k_o", "array B_pack, index 2", "array A_pack, index (i - i_o) // 6", "array A_pack, index k - k_o", "array A_pack, index 3", "array B_pack, index (j - j_o) // 16", "array B_pack, index k - k_o", "array B_pack, index 3", "array A_pack, index (i - i_o) // 6", "array A_pack, index k - k_o", "array A_pack, index 3", "array B_pack, index (j - j_o) // 16", "array B_pack, index k - k_o", "array B_pack, index 4", "array A_pack, index (i - i_o) // 6", "array A_pack, index k - k_o", "array A_pack, index 3", "array B_pack, index (j - j_o) // 16", "array B_pack, index k - k_o", "array B_pack, index 5", "array A_pack, index (i - i_o) // 6", "array A_pack, index k - k_o", "array A_pack, index 3", "array B_pack, index (j - j_o) // 16", "array B_pack, index k - k_o", "array B_pack, index 6", "array A_pack, index (i - i_o) // 6", "array A_pack, index k - k_o", "array A_pack, index 3", "array B_pack, index (j - j_o) // 16", "array B_pack, index k - k_o", "array B_pack, index 7", "array A_pack, index (i - i_o) // 6", "array A_pack, index k - k_o", "array A_pack, index 3", "array B_pack, index (j - j_o) // 16", "array B_pack, index k - k_o", "array B_pack, index 8", "array A_pack, index (i - i_o) // 6", "array A_pack, index k - k_o", "array A_pack, index 3", "array B_pack, index (j - j_o) // 16", "array B_pack, index k - k_o", "array B_pack, index 9", "array A_pack, index (i - i_o) // 6", "array A_pack, index k - k_o", "array A_pack, index 3", "array B_pack, index (j - j_o) // 16", "array B_pack, index k - k_o", "array B_pack, index 10", "array A_pack, index (i - i_o) // 6", "array A_pack, index k - k_o", "array A_pack, index 3", "array B_pack, index (j - j_o) // 16", "array B_pack, index k - k_o", "array B_pack, index 11", "array A_pack, index (i - i_o) // 6", "array A_pack, index k - k_o", "array A_pack, index 3", "array B_pack, index (j - j_o) // 16", "array B_pack, index k - k_o", "array B_pack, index 12", "array A_pack, index (i - i_o) // 6", "array A_pack, index k - k_o", "array A_pack, index 3", "array B_pack, index (j - j_o) // 16", "array B_pack, index k - k_o", "array B_pack, index 13", "array A_pack, index (i - i_o) // 6", "array A_pack, index k - k_o", "array A_pack, index 3", "array B_pack, index (j - j_o) // 16", "array B_pack, index k - k_o", "array B_pack, index 14", "array A_pack, index (i - i_o) // 6", "array A_pack, index k - k_o", "array A_pack, index 3", "array B_pack, index (j - j_o) // 16", "array B_pack, index k - k_o", "array B_pack, index 15", "array A_pack, index (i - i_o) // 6", "array A_pack, index k - k_o", "array A_pack, index 4", "array B_pack, index (j - j_o) // 16", "array B_pack, index k - k_o", "array B_pack, index 0", "array A_pack, index (i - i_o) // 6", "array A_pack, index k - k_o", "array A_pack, index 4", "array B_pack, index (j - j_o) // 16", "array B_pack, index k - k_o", "array B_pack, index 1", "array A_pack, index (i - i_o) // 6", "array A_pack, index k - k_o", "array A_pack, index 4", "array B_pack, index (j - j_o) // 16", "array B_pack, index k - k_o", "array B_pack, index 2", "array A_pack, index (i - i_o) // 6", "array A_pack, index k - k_o", "array A_pack, index 4", "array B_pack, index (j - j_o) // 16", "array B_pack, index k - k_o", "array B_pack, index 3", "array A_pack, index (i - i_o) // 6", "array A_pack, index k - k_o", "array A_pack, index 4", "array B_pack, index (j - j_o) // 16", "array B_pack, index k - k_o", "array B_pack, index 4", "array A_pack, index (i - i_o) // 6", "array A_pack, index k - k_o", "array A_pack, index 4", "array B_pack, index (j - j_o) // 16", "array B_pack, index k - k_o", "array B_pack, index 5", "array A_pack, index (i - i_o) // 6", "array A_pack, index k - k_o", "array A_pack, index 4", "array B_pack, index (j - j_o) // 16", "array B_pack, index k - k_o", "array B_pack, index 6", "array A_pack, index (i - i_o) // 6", "array A_pack, index k - k_o", "array A_pack, index 4", "array B_pack, index (j - j_o) // 16", "array B_pack, index k - k_o", "array B_pack, index 7", "array A_pack, index (i - i_o) // 6", "array A_pack, index k - k_o", "array A_pack, index 4", "array B_pack, index (j - j_o) // 16", "array B_pack, index k - k_o", "array B_pack, index 8", "array A_pack, index (i - i_o) // 6", "array A_pack, index k - k_o", "array A_pack, index 4", "array B_pack, index (j - j_o) // 16", "array B_pack, index k - k_o", "array B_pack, index 9", "array A_pack, index (i - i_o) // 6", "array A_pack, index k - k_o", "array A_pack, index 4", "array B_pack, index (j - j_o) // 16", "array B_pack, index k - k_o", "array B_pack, index 10", "array A_pack, index (i - i_o) // 6", "array A_pack, index k - k_o", "array A_pack, index 4", "array B_pack, index (j - j_o) // 16", "array B_pack, index k - k_o", "array B_pack, index 11", "array A_pack, index (i - i_o) // 6", "array A_pack, index k - k_o", "array A_pack, index 4", "array B_pack, index (j - j_o) // 16", "array B_pack, index k - k_o", "array B_pack, index 12", "array A_pack, index (i - i_o) // 6", "array A_pack, index k - k_o", "array A_pack, index 4", "array B_pack, index (j - j_o) // 16", "array B_pack, index k - k_o", "array B_pack, index 13", "array A_pack, index (i - i_o) // 6", "array A_pack, index k - k_o", "array A_pack, index 4", "array B_pack, index (j - j_o) // 16", "array B_pack, index k - k_o", "array B_pack, index 14", "array A_pack, index (i - i_o) // 6", "array A_pack, index k - k_o", "array A_pack, index 4", "array B_pack, index (j - j_o) // 16", "array B_pack, index k - k_o", "array B_pack, index 15", "array A_pack, index (i - i_o) // 6", "array A_pack, index k - k_o", "array A_pack, index 5", "array B_pack, index (j - j_o) // 16", "array B_pack, index k - k_o", "array B_pack, index 0", "array A_pack, index (i - i_o) // 6", "array A_pack, index k - k_o", "array A_pack, index 5", "array B_pack, index (j - j_o) // 16", "array B_pack, index k - k_o", "array B_pack, index 1", "array A_pack, index (i - i_o) // 6", "array A_pack, index k - k_o", "array A_pack, index 5", "array B_pack, index (j - j_o) // 16", "array B_pack, index k - k_o", "array B_pack, index 2", "array A_pack, index (i - i_o) // 6", "array A_pack, index k - k_o", "array A_pack, index 5", "array B_pack, index (j - j_o) // 16", "array B_pack, index k - k_o", "array B_pack, index 3", "array A_pack, index (i - i_o) // 6", "array A_pack, index k - k_o", "array A_pack, index 5", "array B_pack, index (j - j_o) // 16", "array B_pack, index k - k_o", "array B_pack, index 4", "array A_pack, index (i - i_o) // 6", "array A_pack, index k - k_o", "array A_pack, index 5", "array B_pack, index (j - j_o) // 16", "array B_pack, index k - k_o", "array B_pack, index 5", "array A_pack, index (i - i_o) // 6", "array A_pack, index k - k_o", "array A_pack, index 5", "array B_pack, index (j - j_o) // 16", "array B_pack, index k - k_o", "array B_pack, index 6", "array A_pack, index (i - i_o) // 6", "array A_pack, index k - k_o", "array A_pack, index 5", "array B_pack, index (j - j_o) // 16", "array B_pack, index k - k_o", "array B_pack, index 7", "array A_pack, index (i - i_o) // 6", "array A_pack, index k - k_o", "array A_pack, index 5", "array B_pack, index (j - j_o) // 16", "array B_pack, index k - k_o", "array B_pack, index 8", "array A_pack, index (i - i_o) // 6", "array A_pack, index k - k_o", "array A_pack, index 5", "array B_pack, index (j - j_o) // 16", "array B_pack, index k - k_o", "array B_pack, index 9", "array A_pack, index (i - i_o) // 6", "array A_pack, index k - k_o", "array A_pack, index 5", "array B_pack, index (j - j_o) // 16", "array B_pack, index k - k_o", "array B_pack, index 10", "array A_pack, index (i - i_o) // 6", "array A_pack, index k - k_o", "array A_pack, index 5", "array B_pack, index (j - j_o) // 16", "array B_pack, index k - k_o", "array B_pack, index 11", "array A_pack, index (i - i_o) // 6", "array A_pack, index k - k_o", "array A_pack, index 5", "array B_pack, index (j - j_o) // 16", "array B_pack, index k - k_o", "array B_pack, index 12", "array A_pack, index (i - i_o) // 6", "array A_pack, index k - k_o", "array A_pack, index 5", "array B_pack, index (j - j_o) // 16", "array B_pack, index k - k_o", "array B_pack, index 13", "array A_pack, index (i - i_o) // 6", "array A_pack, index k - k_o", "array A_pack, index 5", "array B_pack, index (j - j_o) // 16", "array B_pack, index k - k_o", "array B_pack, index 14", "array A_pack, index (i - i_o) // 6", "array A_pack, index k - k_o", "array A_pack, index 5", "array B_pack, index (j - j_o) // 16", "array B_pack, index k - k_o", "array B_pack, index 15", "array C, index i", "array C, index j", "array C, index i", "array C, index j + 1", "array C, index i", "array C, index j + 2", "array C, index i", "array C, index j + 3", "array C, index i", "array C, index j + 4", "array C, index i", "array C, index j + 5", "array C, index i", "array C, index j + 6", "array C, index i", "array C, index j + 7", "array C, index i", "array C, index j + 8", "array C, index i", "array C, index j + 9", "array C, index i", "array C, index j + 10", "array C, index i", "array C, index j + 11", "array C, index i", "array C, index j + 12", "array C, index i", "array C, index j + 13", "array C, index i", "array C, index j + 14", "array C, index i", "array C, index j + 15", "array C, index i + 1", "array C, index j", "array C, index i + 1", "array C, index j + 1", "array C, index i + 1", "array C, index j + 2", "array C, index i + 1", "array C, index j + 3", "array C, index i + 1", "array C, index j + 4", "array C, index i + 1", "array C, index j + 5", "array C, index i + 1", "array C, index j + 6", "array C, index i + 1", "array C, index j + 7", "array C, index i + 1", "array C, index j + 8", "array C, index i + 1", "array C, index j + 9", "array C, index i + 1", "array C, index j + 10", "array C, index i + 1", "array C, index j + 11", "array C, index i + 1", "array C, index j + 12", "array C, index i + 1", "array C, index j + 13", "array C, index i + 1", "array C, index j + 14", "array C, index i + 1", "array C, index j + 15", "array C, index i + 2", "array C, index j", "array C, index i + 2", "array C, index j + 1", "array C, index i + 2", "array C, index j + 2", "array C, index i + 2", "array C, index j + 3", "array C, index i + 2", "array C, index j + 4", "array C, index i + 2", "array C, index j + 5", "array C, index i + 2", "array C, index j + 6", "array C, index i + 2", "array C, index j + 7", "array C, index i + 2", "array C, index j + 8", "array C, index i + 2", "array C, index j + 9", "array C, index i + 2", "array C, index j + 10", "array C, index i + 2", "array C, index j + 11", "array C, index i + 2", "array C, index j + 12", "array C, index i + 2", "array C, index j + 13", "array C, index i + 2", "array C, index j + 14", "array C, index i + 2", "array C, index j + 15", "array C, index i + 3", "array C, index j", "array C, index i + 3", "array C, index j + 1", "array C, index i + 3", "array C, index j + 2", "array C, index i + 3", "array C, index j + 3", "array C, index i + 3", "array C, index j + 4", "array C, index i + 3", "array C, index j + 5", "array C, index i + 3", "array C, index j + 6", "array C, index i + 3", "array C, index j + 7", "array C, index i + 3", "array C, index j + 8", "array C, index i + 3", "array C, index j + 9", "array C, index i + 3", "array C, index j + 10", "array C, index i + 3", "array C, index j + 11", "array C, index i + 3", "array C, index j + 12", "array C, index i + 3", "array C, index j + 13", "array C, index i + 3", "array C, index j + 14", "array C, index i + 3", "array C, index j + 15", "array C, index i + 4", "array C, index j", "array C, index i + 4", "array C, index j + 1", "array C, index i + 4", "array C, index j + 2", "array C, index i + 4", "array C, index j + 3", "array C, index i + 4", "array C, index j + 4", "array C, index i + 4", "array C, index j + 5", "array C, index i + 4", "array C, index j + 6", "array C, index i + 4", "array C, index j + 7", "array C, index i + 4", "array C, index j + 8", "array C, index i + 4", "array C, index j + 9", "array C, index i + 4", "array C, index j + 10", "array C, index i + 4", "array C, index j + 11", "array C, index i + 4", "array C, index j + 12", "array C, index i + 4", "array C, index j + 13", "array C, index i + 4", "array C, index j + 14", "array C, index i + 4", "array C, index j + 15", "array C, index i + 5", "array C, index j", "array C, index i + 5", "array C, index j + 1", "array C, index i + 5", "array C, index j + 2", "array C, index i + 5", "array C, index j + 3", "array C, index i + 5", "array C, index j + 4", "array C, index i + 5", "array C, index j + 5", "array C, index i + 5", "array C, index j + 6", "array C, index i + 5", "array C, index j + 7", "array C, index i + 5", "array C, index j + 8", "array C, index i + 5", "array C, index j + 9", "array C, index i + 5", "array C, index j + 10", "array C, index i + 5", "array C, index j + 11", "array C, index i + 5", "array C, index j + 12", "array C, index i + 5", "array C, index j + 13", "array C, index i + 5", "array C, index j + 14", "array C, index i + 5", "array C, index j + 15", "array C, index i", "array C, index j", "array C, index i", "array C, index j + 1", "array C, index i", "array C, index j + 2", "array C, index i", "array C, index j + 3", "array C, index i", "array C, index j + 4", "array C, index i", "array C, index j + 5", "array C, index i", "array C, index j + 6", "array C, index i", "array C, index j + 7", "array C, index i", "array C, index j + 8", "array C, index i", "array C, index j + 9", "array C, index i", "array C, index j + 10", "array C, index i", "array C, index j + 11", "array C, index i", "array C, index j + 12", "array C, index i", "array C, index j + 13", "array C, index i", "array C, index j + 14", "array C, index i", "array C, index j + 15", "array C, index i + 1", "array C, index j", "array C, index i + 1", "array C, index j + 1", "array C, index i + 1", "array C, index j + 2", "array C, index i + 1", "array C, index j + 3", "array C, index i + 1", "array C, index j + 4", "array C, index i + 1", "array C, index j + 5", "array C, index i + 1", "array C, index j + 6", "array C, index i + 1", "array C, index j + 7", "array C, index i + 1", "array C, index j + 8", "array C, index i + 1", "array C, index j + 9", "array C, index i + 1", "array C, index j + 10", "array C, index i + 1", "array C, index j + 11", "array C, index i + 1", "array C, index j + 12", "array C, index i + 1", "array C, index j + 13", "array C, index i + 1", "array C, index j + 14", "array C, index i + 1", "array C, index j + 15", "array A_pack, index (i - i_o) // 6", "array A_pack, index k - k_o", "array A_pack, index (i - i_o) % 6", "array B_pack, index (j - j_o) // 16", "array B_pack, index k - k_o", "array B_pack, index 0", "array A_pack, index (i - i_o) // 6", "array A_pack, index k - k_o", "array A_pack, index (i - i_o) % 6", "array B_pack, index (j - j_o) // 16", "array B_pack, index k - k_o", "array B_pack, index 1", "array A_pack, index (i - i_o) // 6", "array A_pack, index k - k_o", "array A_pack, index (i - i_o) % 6", "array B_pack, index (j - j_o) // 16", "array B_pack, index k - k_o", "array B_pack, index 2", "array A_pack, index (i - i_o) // 6", "array A_pack, index k - k_o", "array A_pack, index (i - i_o) % 6", "array B_pack, index (j - j_o) // 16", "array B_pack, index k - k_o", "array B_pack, index 3", "array A_pack, index (i - i_o) // 6", "array A_pack, index k - k_o", "array A_pack, index (i - i_o) % 6", "array B_pack, index (j - j_o) // 16", "array B_pack, index k - k_o", "array B_pack, index 4", "array A_pack, index (i - i_o) // 6", "array A_pack, index k - k_o", "array A_pack, index (i - i_o) % 6", "array B_pack, index (j - j_o) // 16", "array B_pack, index k - k_o", "array B_pack, index 5", "array A_pack, index (i - i_o) // 6", "array A_pack, index k - k_o", "array A_pack, index (i - i_o) % 6", "array B_pack, index (j - j_o) // 16", "array B_pack, index k - k_o", "array B_pack, index 6", "array A_pack, index (i - i_o) // 6", "array A_pack, index k - k_o", "array A_pack, index (i - i_o) % 6", "array B_pack, index (j - j_o) // 16", "array B_pack, index k - k_o", "array B_pack, index 7", "array A_pack, index (i - i_o) // 6", "array A_pack, index k - k_o", "array A_pack, index (i - i_o) % 6", "array B_pack, index (j - j_o) // 16", "array B_pack, index k - k_o", "array B_pack, index 8", "array A_pack, index (i - i_o) // 6", "array A_pack, index k - k_o", "array A_pack, index (i - i_o) % 6", "array B_pack, index (j - j_o) // 16", "array B_pack, index k - k_o", "array B_pack, index 9", "array A_pack, index (i - i_o) // 6", "array A_pack, index k - k_o", "array A_pack, index (i - i_o) % 6", "array B_pack, index (j - j_o) // 16", "array B_pack, index k - k_o", "array B_pack, index 10", "array A_pack, index (i - i_o) // 6", "array A_pack, index k - k_o", "array A_pack, index (i - i_o) % 6", "array B_pack, index (j - j_o) // 16", "array B_pack, index k - k_o", "array B_pack, index 11", "array A_pack, index (i - i_o) // 6", "array A_pack, index k - k_o", "array A_pack, index (i - i_o) % 6", "array B_pack, index (j - j_o) // 16", "array B_pack, index k - k_o", "array B_pack, index 12", "array A_pack, index (i - i_o) // 6", "array A_pack, index k - k_o", "array A_pack, index (i - i_o) % 6", "array B_pack, index (j - j_o) // 16", "array B_pack, index k - k_o", "array B_pack, index 13", "array A_pack, index (i - i_o) // 6", "array A_pack, index k - k_o", "array A_pack, index (i - i_o) % 6", "array B_pack, index (j - j_o) // 16", "array B_pack, index k - k_o", "array B_pack, index 14", "array A_pack, index (i - i_o) // 6", "array A_pack, index k - k_o", "array A_pack, index (i - i_o) % 6", "array B_pack, index (j - j_o) // 16", "array B_pack, index k - k_o", "array B_pack, index 15", "array A_pack, index (i + 1 - i_o) // 6", "array A_pack, index k - k_o", "array A_pack, index (i + 1 - i_o) % 6", "array B_pack, index (j - j_o) // 16", "array B_pack, index k - k_o", "array B_pack, index 0", "array A_pack, index (i + 1 - i_o) // 6", "array A_pack, index k - k_o", "array A_pack, index (i + 1 - i_o) % 6", "array B_pack, index (j - j_o) // 16", "array B_pack, index k - k_o", "array B_pack, index 1", "array A_pack, index (i + 1 - i_o) // 6", "array A_pack, index k - k_o", "array A_pack, index (i + 1 - i_o) % 6", "array B_pack, index (j - j_o) // 16", "array B_pack, index k - k_o", "array B_pack, index 2", "array A_pack, index (i + 1 - i_o) // 6", "array A_pack, index k - k_o", "array A_pack, index (i + 1 - i_o) % 6", "array B_pack, index (j - j_o) // 16", "array B_pack, index k - k_o", "array B_pack, index 3", "array A_pack, index (i + 1 - i_o) // 6", "array A_pack, index k - k_o", "array A_pack, index (i + 1 - i_o) % 6", "array B_pack, index (j - j_o) // 16", "array B_pack, index k - k_o", "array B_pack, index 4", "array A_pack, index (i + 1 - i_o) // 6", "array A_pack, index k - k_o", "array A_pack, index (i + 1 - i_o) % 6", "array B_pack, index (j - j_o) // 16", "array B_pack, index k - k_o", "array B_pack, index 5", "array A_pack, index (i + 1 - i_o) // 6", "array A_pack, index k - k_o", "array A_pack, index (i + 1 - i_o) % 6", "array B_pack, index (j - j_o) // 16", "array B_pack, index k - k_o", "array B_pack, index 6", "array A_pack, index (i + 1 - i_o) // 6", "array A_pack, index k - k_o", "array A_pack, index (i + 1 - i_o) % 6", "array B_pack, index (j - j_o) // 16", "array B_pack, index k - k_o", "array B_pack, index 7", "array A_pack, index (i + 1 - i_o) // 6", "array A_pack, index k - k_o", "array A_pack, index (i + 1 - i_o) % 6", "array B_pack, index (j - j_o) // 16", "array B_pack, index k - k_o", "array B_pack, index 8", "array A_pack, index (i + 1 - i_o) // 6", "array A_pack, index k - k_o", "array A_pack, index (i + 1 - i_o) % 6", "array B_pack, index (j - j_o) // 16", "array B_pack, index k - k_o", "array B_pack, index 9", "array A_pack, index (i + 1 - i_o) // 6", "array A_pack, index k - k_o", "array A_pack, index (i + 1 - i_o) % 6", "array B_pack, index (j - j_o) // 16", "array B_pack, index k - k_o", "array B_pack, index 10", "array A_pack, index (i + 1 - i_o) // 6", "array A_pack, index k - k_o", "array A_pack, index (i + 1 - i_o) % 6", "array B_pack, index (j - j_o) // 16", "array B_pack, index k - k_o", "array B_pack, index 11", "array A_pack, index (i + 1 - i_o) // 6", "array A_pack, index k - k_o", "array A_pack, index (i + 1 - i_o) % 6", "array B_pack, index (j - j_o) // 16", "array B_pack, index k - k_o", "array B_pack, index 12", "array A_pack, index (i + 1 - i_o) // 6", "array A_pack, index k - k_o", "array A_pack, index (i + 1 - i_o) % 6", "array B_pack, index (j - j_o) // 16", "array B_pack, index k - k_o", "array B_pack, index 13", "array A_pack, index (i + 1 - i_o) // 6", "array A_pack, index k - k_o", "array A_pack, index (i + 1 - i_o) % 6", "array B_pack, index (j - j_o) // 16", "array B_pack, index k - k_o", "array B_pack, index 14", "array A_pack, index (i + 1 - i_o) // 6", "array A_pack, index k - k_o", "array A_pack, index (i + 1 - i_o) % 6", "array B_pack, index (j - j_o) // 16", "array B_pack, index k - k_o", "array B_pack, index 15", "array C, index i", "array C, index j", "array C, index i", "array C, index j + 1", "array C, index i", "array C, index j + 2", "array C, index i", "array C, index j + 3", "array C, index i", "array C, index j + 4", "array C, index i", "array C, index j + 5", "array C, index i", "array C, index j + 6", "array C, index i", "array C, index j + 7", "array C, index i", "array C, index j + 8", "array C, index i", "array C, index j + 9", "array C, index i", "array C, index j + 10", "array C, index i", "array C, index j + 11", "array C, index i", "array C, index j + 12", "array C, index i", "array C, index j + 13", "array C, index i", "array C, index j + 14", "array C, index i", "array C, index j + 15", "array C, index i + 1", "array C, index j", "array C, index i + 1", "array C, index j + 1", "array C, index i + 1", "array C, index j + 2", "array C, index i + 1", "array C, index j + 3", "array C, index i + 1", "array C, index j + 4", "array C, index i + 1", "array C, index j + 5", "array C, index i + 1", "array C, index j + 6", "array C, index i + 1", "array C, index j + 7", "array C, index i + 1", "array C, index j + 8", "array C, index i + 1", "array C, index j + 9", "array C, index i + 1", "array C, index j + 10", "array C, index i + 1", "array C, index j + 11", "array C, index i + 1", "array C, index j + 12", "array C, index i + 1", "array C, index j + 13", "array C, index i + 1", "array C, index j + 14", "array C, index i + 1", "array C, index j + 15", "array C, index i", "array C, index j", "array C, index i", "array C, index j + 1", "array C, index i", "array C, index j + 2", "array C, index i", "array C, index j + 3", "array C, index i", "array C, index j + 4", "array C, index i", "array C, index j + 5", "array C, index i", "array C, index j + 6", "array C, index i", "array C, index j + 7", "array C, index i", "array C, index j + 8", "array C, index i", "array C, index j + 9", "array C, index i", "array C, index j + 10", "array C, index i", "array C, index j + 11", "array C, index i", "array C, index j + 12", "array C, index i", "array C, index j + 13", "array C, index i", "array C, index j + 14", "array C, index i", "array C, index j + 15", "array A_pack, index (i - i_o) // 6", "array A_pack, index k - k_o", "array A_pack, index (i - i_o) % 6", "array B_pack, index (j - j_o) // 16", "array B_pack, index k - k_o", "array B_pack, index 0", "array A_pack, index (i - i_o) // 6", "array A_pack, index k - k_o", "array A_pack, index (i - i_o) % 6", "array B_pack, index (j - j_o) // 16", "array B_pack, index k - k_o", "array B_pack, index 1", "array A_pack, index (i - i_o) // 6", "array A_pack, index k - k_o", "array A_pack, index (i - i_o) % 6", "array B_pack, index (j - j_o) // 16", "array B_pack, index k - k_o", "array B_pack, index 2", "array A_pack, index (i - i_o) // 6", "array A_pack, index k - k_o", "array A_pack, index (i - i_o) % 6", "array B_pack, index (j - j_o) // 16", "array B_pack, index k - k_o", "array B_pack, index 3", "array A_pack, index (i - i_o) // 6", "array A_pack, index k - k_o", "array A_pack, index (i - i_o) % 6", "array B_pack, index (j - j_o) // 16", "array B_pack, index k - k_o", "array B_pack, index 4", "array A_pack, index (i - i_o) // 6", "array A_pack, index k - k_o", "array A_pack, index (i - i_o) % 6", "array B_pack, index (j - j_o) // 16", "array B_pack, index k - k_o", "array B_pack, index 5", "array A_pack, index (i - i_o) // 6", "array A_pack, index k - k_o", "array A_pack, index (i - i_o) % 6", "array B_pack, index (j - j_o) // 16", "array B_pack, index k - k_o", "array B_pack, index 6", "array A_pack, index (i - i_o) // 6", "array A_pack, index k - k_o", "array A_pack, index (i - i_o) % 6", "array B_pack, index (j - j_o) // 16", "array B_pack, index k - k_o", "array B_pack, index 7", "array A_pack, index (i - i_o) // 6", "array A_pack, index k - k_o", "array A_pack, index (i - i_o) % 6", "array B_pack, index (j - j_o) // 16", "array B_pack, index k - k_o", "array B_pack, index 8", "array A_pack, index (i - i_o) // 6", "array A_pack, index k - k_o", "array A_pack, index (i - i_o) % 6", "array B_pack, index (j - j_o) // 16", "array B_pack, index k - k_o", "array B_pack, index 9", "array A_pack, index (i - i_o) // 6", "array A_pack, index k - k_o", "array A_pack, index (i - i_o) % 6", "array B_pack, index (j - j_o) // 16", "array B_pack, index k - k_o", "array B_pack, index 10", "array A_pack, index (i - i_o) // 6", "array A_pack, index k - k_o", "array A_pack, index (i - i_o) % 6", "array B_pack, index (j - j_o) // 16", "array B_pack, index k - k_o", "array B_pack, index 11", "array A_pack, index (i - i_o) // 6", "array A_pack, index k - k_o", "array A_pack, index (i - i_o) % 6", "array B_pack, index (j - j_o) // 16", "array B_pack, index k - k_o", "array B_pack, index 12", "array A_pack, index (i - i_o) // 6", "array A_pack, index k - k_o", "array A_pack, index (i - i_o) % 6", "array B_pack, index (j - j_o) // 16", "array B_pack, index k - k_o", "array B_pack, index 13", "array A_pack, index (i - i_o) // 6", "array A_pack, index k - k_o", "array A_pack, index (i - i_o) % 6", "array B_pack, index (j - j_o) // 16", "array B_pack, index k - k_o", "array B_pack, index 14", "array A_pack, index (i - i_o) // 6", "array A_pack, index k - k_o", "array A_pack, index (i - i_o) % 6", "array B_pack, index (j - j_o) // 16", "array B_pack, index k - k_o", "array B_pack, index 15", "array C, index i", "array C, index j", "array C, index i", "array C, index j + 1", "array C, index i", "array C, index j + 2", "array C, index i", "array C, index j + 3", "array C, index i", "array C, index j + 4", "array C, index i", "array C, index j + 5", "array C, index i", "array C, index j + 6", "array C, index i", "array C, index j + 7", "array C, index i", "array C, index j + 8", "array C, index i", "array C, index j + 9", "array C, index i", "array C, index j + 10", "array C, index i", "array C, index j + 11", "array C, index i", "array C, index j + 12", "array C, index i", "array C, index j + 13", "array C, index i", "array C, index j + 14", "array C, index i", "array C, index j + 15", "array C, index i", "array C, index j", "array C, index i + 1", "array C, index j", "array C, index i + 2", "array C, index j", "array C, index i + 3", "array C, index j", "array C, index i + 4", "array C, index j", "array C, index i + 5", "array C, index j", "array A_pack, index (i - i_o) // 6", "array A_pack, index k - k_o", "array A_pack, index 0", "array B_pack, index (j - j_o) // 16", "array B_pack, index k - k_o", "array B_pack, index (j - j_o) % 16", "array A_pack, index (i - i_o) // 6", "array A_pack, index k - k_o", "array A_pack, index 1", "array B_pack, index (j - j_o) // 16", "array B_pack, index k - k_o", "array B_pack, index (j - j_o) % 16", "array A_pack, index (i - i_o) // 6", "array A_pack, index k - k_o", "array A_pack, index 2", "array B_pack, index (j - j_o) // 16", "array B_pack, index k - k_o", "array B_pack, index (j - j_o) % 16", "array A_pack, index (i - i_o) // 6", "array A_pack, index k - k_o", "array A_pack, index 3", "array B_pack, index (j - j_o) // 16", "array B_pack, index k - k_o", "array B_pack, index (j - j_o) % 16", "array A_pack, index (i - i_o) // 6", "array A_pack, index k - k_o", "array A_pack, index 4", "array B_pack, index (j - j_o) // 16", "array B_pack, index k - k_o", "array B_pack, index (j - j_o) % 16", "array A_pack, index (i - i_o) // 6", "array A_pack, index k - k_o", "array A_pack, index 5", "array B_pack, index (j - j_o) // 16", "array B_pack, index k - k_o", "array B_pack, index (j - j_o) % 16", "array C, index i", "array C, index j", "array C, index i + 1", "array C, index j", "array C, index i + 2", "array C, index j", "array C, index i + 3", "array C, index j", "array C, index i + 4", "array C, index j", "array C, index i + 5", "array C, index j", "array C, index i", "array C, index j", "array A_pack, index (i - i_o) // 6", "array A_pack, index k - k_o", "array A_pack, index (i - i_o) % 6", "array B_pack, index (j - j_o) // 16", "array B_pack, index k - k_o", "array B_pack, index (j - j_o) % 16", "array C, index i", "array C, index j"};
static const int lc_site_axis[] = {0, 1, 0, 1, 0, 1, 0, 1, 2, 0, 1, 0, 1, 2, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 2, 0, 1, 2, 0, 1};
static const char lc_site_hoisted[] = {1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 0, 1, 1};
static int lc_oob_fail(lc_result* r, int site, int64_t value, int64_t extent) {
    snprintf(r->err_buf, sizeof r->err_buf,
             "index %lld is out of bounds for axis %d with size %lld (%s%s)", (long long)value,
             lc_site_axis[site], (long long)extent, lc_site_text[site],
             lc_site_hoisted[site] ? "; checked before the loop ran, nothing was written" : "");
    r->err_kind = 1; r->err_msg = r->err_buf; r->err_site = site;
    return -1;
}

static int lc_kernel(double v_alpha, double v_beta, double* a_C, int64_t a_C_n0, int64_t a_C_n1, double* a_A, int64_t a_A_n0, int64_t a_A_n1, double* a_B, int64_t a_B_n0, int64_t a_B_n1, lc_result* lc_res) {
    int lc_status = 0;
    lc_oob_t lc_oob = {-1, 0, 0};
    lc_buf* a_C_buf = NULL;
    int64_t a_C_s0 = a_C_n1;
    lc_buf* a_A_buf = NULL;
    int64_t a_A_s0 = a_A_n1;
    lc_buf* a_B_buf = NULL;
    int64_t a_B_s0 = a_B_n1;
    double v_a = 0;
    int64_t v_ni = 0;
    int64_t v_nj = 0;
    int64_t v_nk = 0;
    double* a_C_matmul = NULL; lc_buf* a_C_matmul_buf = NULL;
    int64_t a_C_matmul_n0 = 0, a_C_matmul_n1 = 0;
    int64_t a_C_matmul_s0 = 0;
    double* a_B_pack = NULL; lc_buf* a_B_pack_buf = NULL;
    int64_t a_B_pack_n0 = 0, a_B_pack_n1 = 0, a_B_pack_n2 = 0;
    int64_t a_B_pack_s0 = 0, a_B_pack_s1 = 0;
    int64_t v_B_pack_n0 = 0;
    int64_t v_B_pack_n1 = 0;
    double* a_A_pack = NULL; lc_buf* a_A_pack_buf = NULL;
    int64_t a_A_pack_n0 = 0, a_A_pack_n1 = 0, a_A_pack_n2 = 0;
    int64_t a_A_pack_s0 = 0, a_A_pack_s1 = 0;
    int64_t v_A_pack_n0 = 0;
    int64_t v_A_pack_n1 = 0;
    double v_C_s = 0;
    double v_C_s_2 = 0;
    double v_C_s_3 = 0;
    double v_C_s_4 = 0;
    double v_C_s_5 = 0;
    double v_C_s_6 = 0;
    double v_C_s_7 = 0;
    double v_C_s_8 = 0;
    double v_C_s_9 = 0;
    double v_C_s_10 = 0;
    double v_C_s_11 = 0;
    double v_C_s_12 = 0;
    double v_C_s_13 = 0;
    double v_C_s_14 = 0;
    double v_C_s_15 = 0;
    double v_C_s_16 = 0;
    double v_C_s_17 = 0;
    double v_C_s_18 = 0;
    double v_C_s_19 = 0;
    double v_C_s_20 = 0;
    double v_C_s_21 = 0;
    double v_C_s_22 = 0;
    double v_C_s_23 = 0;
    double v_C_s_24 = 0;
    double v_C_s_25 = 0;
    double v_C_s_26 = 0;
    double v_C_s_27 = 0;
    double v_C_s_28 = 0;
    double v_C_s_29 = 0;
    double v_C_s_30 = 0;
    double v_C_s_31 = 0;
    double v_C_s_32 = 0;
    double v_C_s_33 = 0;
    double v_C_s_34 = 0;
    double v_C_s_35 = 0;
    double v_C_s_36 = 0;
    double v_C_s_37 = 0;
    double v_C_s_38 = 0;
    double v_C_s_39 = 0;
    double v_C_s_40 = 0;
    double v_C_s_41 = 0;
    double v_C_s_42 = 0;
    double v_C_s_43 = 0;
    double v_C_s_44 = 0;
    double v_C_s_45 = 0;
    double v_C_s_46 = 0;
    double v_C_s_47 = 0;
    double v_C_s_48 = 0;
    double v_C_s_49 = 0;
    double v_C_s_50 = 0;
    double v_C_s_51 = 0;
    double v_C_s_52 = 0;
    double v_C_s_53 = 0;
    double v_C_s_54 = 0;
    double v_C_s_55 = 0;
    double v_C_s_56 = 0;
    double v_C_s_57 = 0;
    double v_C_s_58 = 0;
    double v_C_s_59 = 0;
    double v_C_s_60 = 0;
    double v_C_s_61 = 0;
    double v_C_s_62 = 0;
    double v_C_s_63 = 0;
    double v_C_s_64 = 0;
    double v_C_s_65 = 0;
    double v_C_s_66 = 0;
    double v_C_s_67 = 0;
    double v_C_s_68 = 0;
    double v_C_s_69 = 0;
    double v_C_s_70 = 0;
    double v_C_s_71 = 0;
    double v_C_s_72 = 0;
    double v_C_s_73 = 0;
    double v_C_s_74 = 0;
    double v_C_s_75 = 0;
    double v_C_s_76 = 0;
    double v_C_s_77 = 0;
    double v_C_s_78 = 0;
    double v_C_s_79 = 0;
    double v_C_s_80 = 0;
    double v_C_s_81 = 0;
    double v_C_s_82 = 0;
    double v_C_s_83 = 0;
    double v_C_s_84 = 0;
    double v_C_s_85 = 0;
    double v_C_s_86 = 0;
    double v_C_s_87 = 0;
    double v_C_s_88 = 0;
    double v_C_s_89 = 0;
    double v_C_s_90 = 0;
    double v_C_s_91 = 0;
    double v_C_s_92 = 0;
    double v_C_s_93 = 0;
    double v_C_s_94 = 0;
    double v_C_s_95 = 0;
    double v_C_s_96 = 0;
    double v_C_s_97 = 0;
    double v_C_s_98 = 0;
    double v_C_s_99 = 0;
    double v_C_s_100 = 0;
    double v_C_s_101 = 0;
    double v_C_s_102 = 0;
    double v_C_s_103 = 0;
    double v_C_s_104 = 0;
    double v_C_s_105 = 0;
    double v_C_s_106 = 0;
    double v_C_s_107 = 0;
    double v_C_s_108 = 0;
    double v_C_s_109 = 0;
    double v_C_s_110 = 0;
    double v_C_s_111 = 0;
    double v_C_s_112 = 0;
    double v_C_s_113 = 0;
    double v_C_s_114 = 0;
    double v_C_s_115 = 0;
    double v_C_s_116 = 0;
    double v_C_s_117 = 0;
    double v_C_s_118 = 0;
    double v_C_s_119 = 0;
    double v_C_s_120 = 0;
    double v_C_s_121 = 0;
    double v_C_s_122 = 0;
    double v_C_s_123 = 0;
    double v_C_s_124 = 0;
    double v_C_s_125 = 0;
    double v_C_s_126 = 0;
    double v_C_s_127 = 0;
    double v_C_s_128 = 0;
    double v_C_s_129 = 0;
    double v_C_s_130 = 0;
    double v_C_s_131 = 0;
    double v_C_s_132 = 0;
    double v_C_s_133 = 0;
    double v_C_s_134 = 0;
    double v_C_s_135 = 0;
    double v_C_s_136 = 0;
    double v_C_s_137 = 0;
    double v_C_s_138 = 0;
    double v_C_s_139 = 0;
    double v_C_s_140 = 0;
    double v_C_s_141 = 0;
    double v_C_s_142 = 0;
    double v_C_s_143 = 0;
    double v_C_s_144 = 0;
    double v_C_s_145 = 0;
    double v_C_s_146 = 0;
    double v_C_s_147 = 0;
    double v_C_s_148 = 0;
    double v_C_s_149 = 0;
    double v_C_s_150 = 0;
    double v_C_s_151 = 0;
    v_ni = a_A_n0;
    v_nk = a_A_n1;
    v_nj = a_B_n1;
    if (__builtin_expect((((0LL <= (-1LL + a_B_n1)) && (0LL <= (-1LL + a_A_n0)))) && (((-1LL + a_A_n0)) >= (a_C_n0)), 0)) {
        lc_status = lc_oob_fail(lc_res, 0, (-1LL + a_A_n0), a_C_n0); goto lc_exit;
    }
    if (__builtin_expect((((0LL <= (-1LL + a_B_n1)) && (0LL <= (-1LL + a_A_n0)))) && (((-1LL + a_B_n1)) >= (a_C_n1)), 0)) {
        lc_status = lc_oob_fail(lc_res, 1, (-1LL + a_B_n1), a_C_n1); goto lc_exit;
    }
    { /* loop i */
        const int64_t lc_stop1 = a_A_n0;
        if (lc_nthreads > 1 && ((lc_stop1 - (0LL)) * (((a_B_n1) - (0LL)) * (1))) >= 100000) {
            #pragma omp parallel for schedule(static) num_threads(lc_nthreads)
            for (int64_t v_i = 0LL; v_i < lc_stop1; v_i++) {
                { /* loop j */
                    const int64_t lc_stop2 = a_B_n1;
                    #pragma omp simd
                    for (int64_t v_j = 0LL; v_j < lc_stop2; v_j++) {
                        a_C[(v_i) * a_C_s0 + (v_j)] *= v_beta;
                    }
                }
            }
        } else {
            for (int64_t v_i = 0LL; v_i < lc_stop1; v_i++) {
                { /* loop j */
                    const int64_t lc_stop3 = a_B_n1;
                    #pragma omp simd
                    for (int64_t v_j = 0LL; v_j < lc_stop3; v_j++) {
                        a_C[(v_i) * a_C_s0 + (v_j)] *= v_beta;
                    }
                }
            }
        }
    }
    if ((a_A_n1 == a_B_n0)) {
        int64_t lc_n4 = a_A_n0; if (lc_n4 < 0) lc_n4 = 0;
        int64_t lc_n5 = a_B_n1; if (lc_n5 < 0) lc_n5 = 0;
        lc_buf* lc_buf6 = lc_alloc((size_t)(lc_n4 * lc_n5) * sizeof(double));
        if (!lc_buf6) { lc_res->err_kind = -2; lc_res->err_msg = "out of memory"; lc_status = -1; goto lc_exit; }
        lc_release(a_C_matmul_buf); a_C_matmul_buf = lc_buf6; a_C_matmul = (double*)LC_DATA(lc_buf6);
        a_C_matmul_n0 = lc_n4;
        a_C_matmul_n1 = lc_n5;
        a_C_matmul_s0 = lc_n5;
        if (lc_mk_gemm_avx512_f64(a_C_matmul_n0, a_C_matmul_n1, a_A_n1, 1.0, a_A, a_A_s0, 1, a_B, a_B_s0, 1, 0.0, a_C_matmul, a_C_matmul_s0, 1, NULL, 0, 0, 60, 256, 8192, lc_nthreads)) { lc_res->err_kind = -2; lc_res->err_msg = "out of memory"; lc_status = -1; goto lc_exit; }
        if (__builtin_expect((((0LL <= (-1LL + a_B_n1)) && (0LL <= (-1LL + a_A_n0)))) && (((-1LL + a_A_n0)) >= (a_C_n0)), 0)) {
            lc_status = lc_oob_fail(lc_res, 2, (-1LL + a_A_n0), a_C_n0); goto lc_exit;
        }
        if (__builtin_expect((((0LL <= (-1LL + a_B_n1)) && (0LL <= (-1LL + a_A_n0)))) && (((-1LL + a_B_n1)) >= (a_C_n1)), 0)) {
            lc_status = lc_oob_fail(lc_res, 3, (-1LL + a_B_n1), a_C_n1); goto lc_exit;
        }
        if (__builtin_expect((((0LL <= (-1LL + a_B_n1)) && (0LL <= (-1LL + a_A_n0)))) && (((-1LL + a_A_n0)) >= (a_C_matmul_n0)), 0)) {
            lc_status = lc_oob_fail(lc_res, 4, (-1LL + a_A_n0), a_C_matmul_n0); goto lc_exit;
        }
        if (__builtin_expect((((0LL <= (-1LL + a_B_n1)) && (0LL <= (-1LL + a_A_n0)))) && (((-1LL + a_B_n1)) >= (a_C_matmul_n1)), 0)) {
            lc_status = lc_oob_fail(lc_res, 5, (-1LL + a_B_n1), a_C_matmul_n1); goto lc_exit;
        }
        { /* loop C_add_i */
            const int64_t lc_stop7 = a_A_n0;
            if (lc_nthreads > 1 && ((lc_stop7 - (0LL)) * (((a_B_n1) - (0LL)) * (1))) >= 100000) {
                #pragma omp parallel for schedule(static) num_threads(lc_nthreads)
                for (int64_t v__C_add_i = 0LL; v__C_add_i < lc_stop7; v__C_add_i++) {
                    { /* loop C_add_j */
                        const int64_t lc_stop8 = a_B_n1;
                        #pragma omp simd
                        for (int64_t v__C_add_j = 0LL; v__C_add_j < lc_stop8; v__C_add_j++) {
                            a_C[(v__C_add_i) * a_C_s0 + (v__C_add_j)] += (v_alpha * a_C_matmul[(v__C_add_i) * a_C_matmul_s0 + (v__C_add_j)]);
                        }
                    }
                }
            } else {
                for (int64_t v__C_add_i = 0LL; v__C_add_i < lc_stop7; v__C_add_i++) {
                    { /* loop C_add_j */
                        const int64_t lc_stop9 = a_B_n1;
                        #pragma omp simd
                        for (int64_t v__C_add_j = 0LL; v__C_add_j < lc_stop9; v__C_add_j++) {
                            a_C[(v__C_add_i) * a_C_s0 + (v__C_add_j)] += (v_alpha * a_C_matmul[(v__C_add_i) * a_C_matmul_s0 + (v__C_add_j)]);
                        }
                    }
                }
            }
        }
    } else {
        { /* loop j_2_o */
            const int64_t lc_stop10 = a_B_n1;
            for (int64_t v_j_o = 0LL; v_j_o < lc_stop10; v_j_o += 2048LL) {
                { /* loop k_o */
                    const int64_t lc_stop11 = a_A_n1;
                    for (int64_t v_k_o = 0LL; v_k_o < lc_stop11; v_k_o += 256LL) {
                        v_B_pack_n0 = lc_max_i64((lc_min_i64(lc_min_i64((v_k_o + 256LL), a_A_n1), a_B_n0) - v_k_o), 0LL);
                        v_B_pack_n1 = lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL);
                        int64_t lc_n12 = lc_floordiv_i64((v_B_pack_n1 + 15LL), 16LL); if (lc_n12 < 0) lc_n12 = 0;
                        int64_t lc_n13 = v_B_pack_n0; if (lc_n13 < 0) lc_n13 = 0;
                        int64_t lc_n14 = 16LL; if (lc_n14 < 0) lc_n14 = 0;
                        lc_buf* lc_buf15 = lc_alloc((size_t)(lc_n12 * lc_n13 * lc_n14) * sizeof(double));
                        if (!lc_buf15) { lc_res->err_kind = -2; lc_res->err_msg = "out of memory"; lc_status = -1; goto lc_exit; }
                        lc_release(a_B_pack_buf); a_B_pack_buf = lc_buf15; a_B_pack = (double*)LC_DATA(lc_buf15);
                        a_B_pack_n0 = lc_n12;
                        a_B_pack_n1 = lc_n13;
                        a_B_pack_n2 = lc_n14;
                        a_B_pack_s0 = lc_n13 * lc_n14;
                        a_B_pack_s1 = lc_n14;
                        { /* loop B_pack_p */
                            const int64_t lc_stop16 = lc_floordiv_i64((v_B_pack_n1 + 15LL), 16LL);
                            for (int64_t v_B_pack_p = 0LL; v_B_pack_p < lc_stop16; v_B_pack_p++) {
                                if (__builtin_expect(((((0LL + 0LL) <= (0LL + (0LL + (lc_floordiv_i64(((lc_min_i64(16LL, (v_B_pack_n1 - (v_B_pack_p * 16LL))) - 0LL) - 1LL), 1LL) * 1LL)))) && (0LL <= (-1LL + ((int64_t)v_B_pack_n0))))) && (((0LL + ((int64_t)v_B_pack_p))) < 0 || ((0LL + ((int64_t)v_B_pack_p))) >= (a_B_pack_n0)), 0)) {
                                    lc_status = lc_oob_fail(lc_res, 6, (((0LL + ((int64_t)v_B_pack_p))) < 0 ? ((0LL + ((int64_t)v_B_pack_p))) : ((0LL + ((int64_t)v_B_pack_p)))), a_B_pack_n0); goto lc_exit;
                                }
                                if (__builtin_expect(((((0LL + 0LL) <= (0LL + (0LL + (lc_floordiv_i64(((lc_min_i64(16LL, (v_B_pack_n1 - (v_B_pack_p * 16LL))) - 0LL) - 1LL), 1LL) * 1LL)))) && (0LL <= (-1LL + ((int64_t)v_B_pack_n0))))) && (((-1LL + ((int64_t)v_B_pack_n0))) >= (a_B_pack_n1)), 0)) {
                                    lc_status = lc_oob_fail(lc_res, 7, (-1LL + ((int64_t)v_B_pack_n0)), a_B_pack_n1); goto lc_exit;
                                }
                                if (__builtin_expect(((((0LL + 0LL) <= (0LL + (0LL + (lc_floordiv_i64(((lc_min_i64(16LL, (v_B_pack_n1 - (v_B_pack_p * 16LL))) - 0LL) - 1LL), 1LL) * 1LL)))) && (0LL <= (-1LL + ((int64_t)v_B_pack_n0))))) && (((0LL + 0LL)) < 0 || ((0LL + (0LL + (lc_floordiv_i64(((lc_min_i64(16LL, (v_B_pack_n1 - (v_B_pack_p * 16LL))) - 0LL) - 1LL), 1LL) * 1LL)))) >= (a_B_pack_n2)), 0)) {
                                    lc_status = lc_oob_fail(lc_res, 8, (((0LL + 0LL)) < 0 ? ((0LL + 0LL)) : ((0LL + (0LL + (lc_floordiv_i64(((lc_min_i64(16LL, (v_B_pack_n1 - (v_B_pack_p * 16LL))) - 0LL) - 1LL), 1LL) * 1LL))))), a_B_pack_n2); goto lc_exit;
                                }
                                if (__builtin_expect(((((0LL + 0LL) <= (0LL + (0LL + (lc_floordiv_i64(((lc_min_i64(16LL, (v_B_pack_n1 - (v_B_pack_p * 16LL))) - 0LL) - 1LL), 1LL) * 1LL)))) && (0LL <= (-1LL + ((int64_t)v_B_pack_n0))))) && (((0LL + ((int64_t)v_k_o))) < 0 || (((-1LL + ((int64_t)v_B_pack_n0)) + ((int64_t)v_k_o))) >= (a_B_n0)), 0)) {
                                    lc_status = lc_oob_fail(lc_res, 9, (((0LL + ((int64_t)v_k_o))) < 0 ? ((0LL + ((int64_t)v_k_o))) : (((-1LL + ((int64_t)v_B_pack_n0)) + ((int64_t)v_k_o)))), a_B_n0); goto lc_exit;
                                }
                                if (__builtin_expect(((((0LL + 0LL) <= (0LL + (0LL + (lc_floordiv_i64(((lc_min_i64(16LL, (v_B_pack_n1 - (v_B_pack_p * 16LL))) - 0LL) - 1LL), 1LL) * 1LL)))) && (0LL <= (-1LL + ((int64_t)v_B_pack_n0))))) && (((((0LL + 0LL) + (16LL * ((int64_t)v_B_pack_p))) + ((int64_t)v_j_o))) < 0 || ((((0LL + (0LL + (lc_floordiv_i64(((lc_min_i64(16LL, (v_B_pack_n1 - (v_B_pack_p * 16LL))) - 0LL) - 1LL), 1LL) * 1LL))) + (16LL * ((int64_t)v_B_pack_p))) + ((int64_t)v_j_o))) >= (a_B_n1)), 0)) {
                                    lc_status = lc_oob_fail(lc_res, 10, (((((0LL + 0LL) + (16LL * ((int64_t)v_B_pack_p))) + ((int64_t)v_j_o))) < 0 ? ((((0LL + 0LL) + (16LL * ((int64_t)v_B_pack_p))) + ((int64_t)v_j_o))) : ((((0LL + (0LL + (lc_floordiv_i64(((lc_min_i64(16LL, (v_B_pack_n1 - (v_B_pack_p * 16LL))) - 0LL) - 1LL), 1LL) * 1LL))) + (16LL * ((int64_t)v_B_pack_p))) + ((int64_t)v_j_o)))), a_B_n1); goto lc_exit;
                                }
                                { /* loop B_pack_0 */
                                    const int64_t lc_stop17 = v_B_pack_n0;
                                    for (int64_t v_B_pack_0 = 0LL; v_B_pack_0 < lc_stop17; v_B_pack_0++) {
                                        { /* loop B_pack_r */
                                            const int64_t lc_stop18 = lc_min_i64(16LL, (v_B_pack_n1 - (v_B_pack_p * 16LL)));
                                            for (int64_t v_B_pack_r = 0LL; v_B_pack_r < lc_stop18; v_B_pack_r++) {
                                                a_B_pack[(v_B_pack_p) * a_B_pack_s0 + (v_B_pack_0) * a_B_pack_s1 + (v_B_pack_r)] = a_B[((v_k_o + v_B_pack_0)) * a_B_s0 + ((v_j_o + ((v_B_pack_p * 16LL) + v_B_pack_r)))];
                                            }
                                        }
                                    }
                                }
                            }
                        }
                        { /* loop i_2_o */
                            const int64_t lc_stop19 = a_A_n0;
                            for (int64_t v_i_o = 0LL; v_i_o < lc_stop19; v_i_o += 384LL) {
                                v_A_pack_n0 = lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL);
                                v_A_pack_n1 = lc_max_i64((lc_min_i64((v_k_o + 256LL), a_A_n1) - v_k_o), 0LL);
                                int64_t lc_n20 = lc_floordiv_i64((v_A_pack_n0 + 5LL), 6LL); if (lc_n20 < 0) lc_n20 = 0;
                                int64_t lc_n21 = v_A_pack_n1; if (lc_n21 < 0) lc_n21 = 0;
                                int64_t lc_n22 = 6LL; if (lc_n22 < 0) lc_n22 = 0;
                                lc_buf* lc_buf23 = lc_alloc((size_t)(lc_n20 * lc_n21 * lc_n22) * sizeof(double));
                                if (!lc_buf23) { lc_res->err_kind = -2; lc_res->err_msg = "out of memory"; lc_status = -1; goto lc_exit; }
                                lc_release(a_A_pack_buf); a_A_pack_buf = lc_buf23; a_A_pack = (double*)LC_DATA(lc_buf23);
                                a_A_pack_n0 = lc_n20;
                                a_A_pack_n1 = lc_n21;
                                a_A_pack_n2 = lc_n22;
                                a_A_pack_s0 = lc_n21 * lc_n22;
                                a_A_pack_s1 = lc_n22;
                                { /* loop A_pack_p */
                                    const int64_t lc_stop24 = lc_floordiv_i64((v_A_pack_n0 + 5LL), 6LL);
                                    for (int64_t v_A_pack_p = 0LL; v_A_pack_p < lc_stop24; v_A_pack_p++) {
                                        if (__builtin_expect(((((0LL + 0LL) <= (0LL + (0LL + (lc_floordiv_i64(((lc_min_i64(6LL, (v_A_pack_n0 - (v_A_pack_p * 6LL))) - 0LL) - 1LL), 1LL) * 1LL)))) && (0LL <= (-1LL + ((int64_t)v_A_pack_n1))))) && (((0LL + ((int64_t)v_A_pack_p))) < 0 || ((0LL + ((int64_t)v_A_pack_p))) >= (a_A_pack_n0)), 0)) {
                                            lc_status = lc_oob_fail(lc_res, 11, (((0LL + ((int64_t)v_A_pack_p))) < 0 ? ((0LL + ((int64_t)v_A_pack_p))) : ((0LL + ((int64_t)v_A_pack_p)))), a_A_pack_n0); goto lc_exit;
                                        }
                                        if (__builtin_expect(((((0LL + 0LL) <= (0LL + (0LL + (lc_floordiv_i64(((lc_min_i64(6LL, (v_A_pack_n0 - (v_A_pack_p * 6LL))) - 0LL) - 1LL), 1LL) * 1LL)))) && (0LL <= (-1LL + ((int64_t)v_A_pack_n1))))) && (((-1LL + ((int64_t)v_A_pack_n1))) >= (a_A_pack_n1)), 0)) {
                                            lc_status = lc_oob_fail(lc_res, 12, (-1LL + ((int64_t)v_A_pack_n1)), a_A_pack_n1); goto lc_exit;
                                        }
                                        if (__builtin_expect(((((0LL + 0LL) <= (0LL + (0LL + (lc_floordiv_i64(((lc_min_i64(6LL, (v_A_pack_n0 - (v_A_pack_p * 6LL))) - 0LL) - 1LL), 1LL) * 1LL)))) && (0LL <= (-1LL + ((int64_t)v_A_pack_n1))))) && (((0LL + 0LL)) < 0 || ((0LL + (0LL + (lc_floordiv_i64(((lc_min_i64(6LL, (v_A_pack_n0 - (v_A_pack_p * 6LL))) - 0LL) - 1LL), 1LL) * 1LL)))) >= (a_A_pack_n2)), 0)) {
                                            lc_status = lc_oob_fail(lc_res, 13, (((0LL + 0LL)) < 0 ? ((0LL + 0LL)) : ((0LL + (0LL + (lc_floordiv_i64(((lc_min_i64(6LL, (v_A_pack_n0 - (v_A_pack_p * 6LL))) - 0LL) - 1LL), 1LL) * 1LL))))), a_A_pack_n2); goto lc_exit;
                                        }
                                        if (__builtin_expect(((((0LL + 0LL) <= (0LL + (0LL + (lc_floordiv_i64(((lc_min_i64(6LL, (v_A_pack_n0 - (v_A_pack_p * 6LL))) - 0LL) - 1LL), 1LL) * 1LL)))) && (0LL <= (-1LL + ((int64_t)v_A_pack_n1))))) && (((((0LL + 0LL) + (6LL * ((int64_t)v_A_pack_p))) + ((int64_t)v_i_o))) < 0 || ((((0LL + (0LL + (lc_floordiv_i64(((lc_min_i64(6LL, (v_A_pack_n0 - (v_A_pack_p * 6LL))) - 0LL) - 1LL), 1LL) * 1LL))) + (6LL * ((int64_t)v_A_pack_p))) + ((int64_t)v_i_o))) >= (a_A_n0)), 0)) {
                                            lc_status = lc_oob_fail(lc_res, 14, (((((0LL + 0LL) + (6LL * ((int64_t)v_A_pack_p))) + ((int64_t)v_i_o))) < 0 ? ((((0LL + 0LL) + (6LL * ((int64_t)v_A_pack_p))) + ((int64_t)v_i_o))) : ((((0LL + (0LL + (lc_floordiv_i64(((lc_min_i64(6LL, (v_A_pack_n0 - (v_A_pack_p * 6LL))) - 0LL) - 1LL), 1LL) * 1LL))) + (6LL * ((int64_t)v_A_pack_p))) + ((int64_t)v_i_o)))), a_A_n0); goto lc_exit;
                                        }
                                        if (__builtin_expect(((((0LL + 0LL) <= (0LL + (0LL + (lc_floordiv_i64(((lc_min_i64(6LL, (v_A_pack_n0 - (v_A_pack_p * 6LL))) - 0LL) - 1LL), 1LL) * 1LL)))) && (0LL <= (-1LL + ((int64_t)v_A_pack_n1))))) && (((0LL + ((int64_t)v_k_o))) < 0 || (((-1LL + ((int64_t)v_A_pack_n1)) + ((int64_t)v_k_o))) >= (a_A_n1)), 0)) {
                                            lc_status = lc_oob_fail(lc_res, 15, (((0LL + ((int64_t)v_k_o))) < 0 ? ((0LL + ((int64_t)v_k_o))) : (((-1LL + ((int64_t)v_A_pack_n1)) + ((int64_t)v_k_o)))), a_A_n1); goto lc_exit;
                                        }
                                        { /* loop A_pack_1 */
                                            const int64_t lc_stop25 = v_A_pack_n1;
                                            for (int64_t v_A_pack_1 = 0LL; v_A_pack_1 < lc_stop25; v_A_pack_1++) {
                                                { /* loop A_pack_r */
                                                    const int64_t lc_stop26 = lc_min_i64(6LL, (v_A_pack_n0 - (v_A_pack_p * 6LL)));
                                                    for (int64_t v_A_pack_r = 0LL; v_A_pack_r < lc_stop26; v_A_pack_r++) {
                                                        a_A_pack[(v_A_pack_p) * a_A_pack_s0 + (v_A_pack_1) * a_A_pack_s1 + (v_A_pack_r)] = a_A[((v_i_o + ((v_A_pack_p * 6LL) + v_A_pack_r))) * a_A_s0 + ((v_k_o + v_A_pack_1))];
                                                    }
                                                }
                                            }
                                        }
                                    }
                                }
                                if (__builtin_expect((((v_k_o < lc_min_i64((v_k_o + 256LL), a_A_n1)) && (((0LL + v_i_o) <= (0LL + (v_i_o + (lc_floordiv_i64((((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) - v_i_o) - 1LL), 6LL) * 6LL)))) && ((0LL + v_j_o) <= (0LL + (v_j_o + (lc_floordiv_i64((((v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL)) - v_j_o) - 1LL), 16LL) * 16LL))))))) && (((0LL + v_i_o)) < 0 || ((5LL + (v_i_o + (lc_floordiv_i64((((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) - v_i_o) - 1LL), 6LL) * 6LL)))) >= (a_C_n0)), 0)) {
                                    lc_status = lc_oob_fail(lc_res, 176, (((0LL + v_i_o)) < 0 ? ((0LL + v_i_o)) : ((5LL + (v_i_o + (lc_floordiv_i64((((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) - v_i_o) - 1LL), 6LL) * 6LL))))), a_C_n0); goto lc_exit;
                                }
                                if (__builtin_expect((((v_k_o < lc_min_i64((v_k_o + 256LL), a_A_n1)) && (((0LL + v_i_o) <= (0LL + (v_i_o + (lc_floordiv_i64((((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) - v_i_o) - 1LL), 6LL) * 6LL)))) && ((0LL + v_j_o) <= (0LL + (v_j_o + (lc_floordiv_i64((((v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL)) - v_j_o) - 1LL), 16LL) * 16LL))))))) && (((0LL + v_j_o)) < 0 || ((15LL + (v_j_o + (lc_floordiv_i64((((v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL)) - v_j_o) - 1LL), 16LL) * 16LL)))) >= (a_C_n1)), 0)) {
                                    lc_status = lc_oob_fail(lc_res, 47, (((0LL + v_j_o)) < 0 ? ((0LL + v_j_o)) : ((15LL + (v_j_o + (lc_floordiv_i64((((v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL)) - v_j_o) - 1LL), 16LL) * 16LL))))), a_C_n1); goto lc_exit;
                                }
                                if (__builtin_expect((((v_k_o < lc_min_i64((v_k_o + 256LL), a_A_n1)) && ((((0LL + v_k_o) <= (0LL + (v_k_o + (lc_floordiv_i64(((lc_min_i64((v_k_o + 256LL), a_A_n1) - v_k_o) - 1LL), 1LL) * 1LL)))) && ((0LL + v_i_o) <= (0LL + (v_i_o + (lc_floordiv_i64((((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) - v_i_o) - 1LL), 6LL) * 6LL))))) && ((0LL + v_j_o) <= (0LL + (v_j_o + (lc_floordiv_i64((((v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL)) - v_j_o) - 1LL), 16LL) * 16LL))))))) && (((0LL + lc_min_i64(lc_floordiv_i64(((0LL + v_i_o) + (-1LL * ((int64_t)v_i_o))), 6LL), lc_floordiv_i64(((0LL + (v_i_o + (lc_floordiv_i64((((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) - v_i_o) - 1LL), 6LL) * 6LL))) + (-1LL * ((int64_t)v_i_o))), 6LL)))) < 0 || ((0LL + lc_max_i64(lc_floordiv_i64(((0LL + v_i_o) + (-1LL * ((int64_t)v_i_o))), 6LL), lc_floordiv_i64(((0LL + (v_i_o + (lc_floordiv_i64((((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) - v_i_o) - 1LL), 6LL) * 6LL))) + (-1LL * ((int64_t)v_i_o))), 6LL)))) >= (a_A_pack_n0)), 0)) {
                                    lc_status = lc_oob_fail(lc_res, 208, (((0LL + lc_min_i64(lc_floordiv_i64(((0LL + v_i_o) + (-1LL * ((int64_t)v_i_o))), 6LL), lc_floordiv_i64(((0LL + (v_i_o + (lc_floordiv_i64((((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) - v_i_o) - 1LL), 6LL) * 6LL))) + (-1LL * ((int64_t)v_i_o))), 6LL)))) < 0 ? ((0LL + lc_min_i64(lc_floordiv_i64(((0LL + v_i_o) + (-1LL * ((int64_t)v_i_o))), 6LL), lc_floordiv_i64(((0LL + (v_i_o + (lc_floordiv_i64((((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) - v_i_o) - 1LL), 6LL) * 6LL))) + (-1LL * ((int64_t)v_i_o))), 6LL)))) : ((0LL + lc_max_i64(lc_floordiv_i64(((0LL + v_i_o) + (-1LL * ((int64_t)v_i_o))), 6LL), lc_floordiv_i64(((0LL + (v_i_o + (lc_floordiv_i64((((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) - v_i_o) - 1LL), 6LL) * 6LL))) + (-1LL * ((int64_t)v_i_o))), 6LL))))), a_A_pack_n0); goto lc_exit;
                                }
                                if (__builtin_expect((((v_k_o < lc_min_i64((v_k_o + 256LL), a_A_n1)) && ((((0LL + v_k_o) <= (0LL + (v_k_o + (lc_floordiv_i64(((lc_min_i64((v_k_o + 256LL), a_A_n1) - v_k_o) - 1LL), 1LL) * 1LL)))) && ((0LL + v_i_o) <= (0LL + (v_i_o + (lc_floordiv_i64((((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) - v_i_o) - 1LL), 6LL) * 6LL))))) && ((0LL + v_j_o) <= (0LL + (v_j_o + (lc_floordiv_i64((((v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL)) - v_j_o) - 1LL), 16LL) * 16LL))))))) && ((((0LL + v_k_o) + (-1LL * ((int64_t)v_k_o)))) < 0 || (((0LL + (v_k_o + (lc_floordiv_i64(((lc_min_i64((v_k_o + 256LL), a_A_n1) - v_k_o) - 1LL), 1LL) * 1LL))) + (-1LL * ((int64_t)v_k_o)))) >= (a_A_pack_n1)), 0)) {
                                    lc_status = lc_oob_fail(lc_res, 209, ((((0LL + v_k_o) + (-1LL * ((int64_t)v_k_o)))) < 0 ? (((0LL + v_k_o) + (-1LL * ((int64_t)v_k_o)))) : (((0LL + (v_k_o + (lc_floordiv_i64(((lc_min_i64((v_k_o + 256LL), a_A_n1) - v_k_o) - 1LL), 1LL) * 1LL))) + (-1LL * ((int64_t)v_k_o))))), a_A_pack_n1); goto lc_exit;
                                }
                                if (__builtin_expect((((v_k_o < lc_min_i64((v_k_o + 256LL), a_A_n1)) && ((((0LL + v_k_o) <= (0LL + (v_k_o + (lc_floordiv_i64(((lc_min_i64((v_k_o + 256LL), a_A_n1) - v_k_o) - 1LL), 1LL) * 1LL)))) && ((0LL + v_i_o) <= (0LL + (v_i_o + (lc_floordiv_i64((((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) - v_i_o) - 1LL), 6LL) * 6LL))))) && ((0LL + v_j_o) <= (0LL + (v_j_o + (lc_floordiv_i64((((v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL)) - v_j_o) - 1LL), 16LL) * 16LL))))))) && ((5LL) >= (a_A_pack_n2)), 0)) {
                                    lc_status = lc_oob_fail(lc_res, 690, 5LL, a_A_pack_n2); goto lc_exit;
                                }
                                if (__builtin_expect((((v_k_o < lc_min_i64((v_k_o + 256LL), a_A_n1)) && ((((0LL + v_k_o) <= (0LL + (v_k_o + (lc_floordiv_i64(((lc_min_i64((v_k_o + 256LL), a_A_n1) - v_k_o) - 1LL), 1LL) * 1LL)))) && ((0LL + v_i_o) <= (0LL + (v_i_o + (lc_floordiv_i64((((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) - v_i_o) - 1LL), 6LL) * 6LL))))) && ((0LL + v_j_o) <= (0LL + (v_j_o + (lc_floordiv_i64((((v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL)) - v_j_o) - 1LL), 16LL) * 16LL))))))) && (((0LL + lc_min_i64(lc_floordiv_i64(((0LL + v_j_o) + (-1LL * ((int64_t)v_j_o))), 16LL), lc_floordiv_i64(((0LL + (v_j_o + (lc_floordiv_i64((((v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL)) - v_j_o) - 1LL), 16LL) * 16LL))) + (-1LL * ((int64_t)v_j_o))), 16LL)))) < 0 || ((0LL + lc_max_i64(lc_floordiv_i64(((0LL + v_j_o) + (-1LL * ((int64_t)v_j_o))), 16LL), lc_floordiv_i64(((0LL + (v_j_o + (lc_floordiv_i64((((v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL)) - v_j_o) - 1LL), 16LL) * 16LL))) + (-1LL * ((int64_t)v_j_o))), 16LL)))) >= (a_B_pack_n0)), 0)) {
                                    lc_status = lc_oob_fail(lc_res, 211, (((0LL + lc_min_i64(lc_floordiv_i64(((0LL + v_j_o) + (-1LL * ((int64_t)v_j_o))), 16LL), lc_floordiv_i64(((0LL + (v_j_o + (lc_floordiv_i64((((v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL)) - v_j_o) - 1LL), 16LL) * 16LL))) + (-1LL * ((int64_t)v_j_o))), 16LL)))) < 0 ? ((0LL + lc_min_i64(lc_floordiv_i64(((0LL + v_j_o) + (-1LL * ((int64_t)v_j_o))), 16LL), lc_floordiv_i64(((0LL + (v_j_o + (lc_floordiv_i64((((v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL)) - v_j_o) - 1LL), 16LL) * 16LL))) + (-1LL * ((int64_t)v_j_o))), 16LL)))) : ((0LL + lc_max_i64(lc_floordiv_i64(((0LL + v_j_o) + (-1LL * ((int64_t)v_j_o))), 16LL), lc_floordiv_i64(((0LL + (v_j_o + (lc_floordiv_i64((((v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL)) - v_j_o) - 1LL), 16LL) * 16LL))) + (-1LL * ((int64_t)v_j_o))), 16LL))))), a_B_pack_n0); goto lc_exit;
                                }
                                if (__builtin_expect((((v_k_o < lc_min_i64((v_k_o + 256LL), a_A_n1)) && ((((0LL + v_k_o) <= (0LL + (v_k_o + (lc_floordiv_i64(((lc_min_i64((v_k_o + 256LL), a_A_n1) - v_k_o) - 1LL), 1LL) * 1LL)))) && ((0LL + v_i_o) <= (0LL + (v_i_o + (lc_floordiv_i64((((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) - v_i_o) - 1LL), 6LL) * 6LL))))) && ((0LL + v_j_o) <= (0LL + (v_j_o + (lc_floordiv_i64((((v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL)) - v_j_o) - 1LL), 16LL) * 16LL))))))) && ((((0LL + v_k_o) + (-1LL * ((int64_t)v_k_o)))) < 0 || (((0LL + (v_k_o + (lc_floordiv_i64(((lc_min_i64((v_k_o + 256LL), a_A_n1) - v_k_o) - 1LL), 1LL) * 1LL))) + (-1LL * ((int64_t)v_k_o)))) >= (a_B_pack_n1)), 0)) {
                                    lc_status = lc_oob_fail(lc_res, 212, ((((0LL + v_k_o) + (-1LL * ((int64_t)v_k_o)))) < 0 ? (((0LL + v_k_o) + (-1LL * ((int64_t)v_k_o)))) : (((0LL + (v_k_o + (lc_floordiv_i64(((lc_min_i64((v_k_o + 256LL), a_A_n1) - v_k_o) - 1LL), 1LL) * 1LL))) + (-1LL * ((int64_t)v_k_o))))), a_B_pack_n1); goto lc_exit;
                                }
                                if (__builtin_expect((((v_k_o < lc_min_i64((v_k_o + 256LL), a_A_n1)) && ((((0LL + v_k_o) <= (0LL + (v_k_o + (lc_floordiv_i64(((lc_min_i64((v_k_o + 256LL), a_A_n1) - v_k_o) - 1LL), 1LL) * 1LL)))) && ((0LL + v_i_o) <= (0LL + (v_i_o + (lc_floordiv_i64((((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) - v_i_o) - 1LL), 6LL) * 6LL))))) && ((0LL + v_j_o) <= (0LL + (v_j_o + (lc_floordiv_i64((((v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL)) - v_j_o) - 1LL), 16LL) * 16LL))))))) && ((15LL) >= (a_B_pack_n2)), 0)) {
                                    lc_status = lc_oob_fail(lc_res, 303, 15LL, a_B_pack_n2); goto lc_exit;
                                }
                                if (__builtin_expect((((v_k_o < lc_min_i64((v_k_o + 256LL), a_A_n1)) && (((0LL + (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))) <= (0LL + ((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(((((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))), 0LL), 2LL) * 2LL)) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))) - 1LL), 2LL) * 2LL)))) && ((0LL + v_j_o) <= (0LL + (v_j_o + (lc_floordiv_i64((((v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL)) - v_j_o) - 1LL), 16LL) * 16LL))))))) && (((0LL + (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)))) < 0 || ((1LL + ((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(((((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))), 0LL), 2LL) * 2LL)) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))) - 1LL), 2LL) * 2LL)))) >= (a_C_n0)), 0)) {
                                    lc_status = lc_oob_fail(lc_res, 1008, (((0LL + (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)))) < 0 ? ((0LL + (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)))) : ((1LL + ((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(((((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))), 0LL), 2LL) * 2LL)) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))) - 1LL), 2LL) * 2LL))))), a_C_n0); goto lc_exit;
                                }
                                if (__builtin_expect((((v_k_o < lc_min_i64((v_k_o + 256LL), a_A_n1)) && (((0LL + (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))) <= (0LL + ((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(((((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))), 0LL), 2LL) * 2LL)) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))) - 1LL), 2LL) * 2LL)))) && ((0LL + v_j_o) <= (0LL + (v_j_o + (lc_floordiv_i64((((v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL)) - v_j_o) - 1LL), 16LL) * 16LL))))))) && (((0LL + v_j_o)) < 0 || ((15LL + (v_j_o + (lc_floordiv_i64((((v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL)) - v_j_o) - 1LL), 16LL) * 16LL)))) >= (a_C_n1)), 0)) {
                                    lc_status = lc_oob_fail(lc_res, 1007, (((0LL + v_j_o)) < 0 ? ((0LL + v_j_o)) : ((15LL + (v_j_o + (lc_floordiv_i64((((v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL)) - v_j_o) - 1LL), 16LL) * 16LL))))), a_C_n1); goto lc_exit;
                                }
                                if (__builtin_expect((((v_k_o < lc_min_i64((v_k_o + 256LL), a_A_n1)) && ((((0LL + v_k_o) <= (0LL + (v_k_o + (lc_floordiv_i64(((lc_min_i64((v_k_o + 256LL), a_A_n1) - v_k_o) - 1LL), 1LL) * 1LL)))) && ((0LL + (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))) <= (0LL + ((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(((((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))), 0LL), 2LL) * 2LL)) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))) - 1LL), 2LL) * 2LL))))) && ((0LL + v_j_o) <= (0LL + (v_j_o + (lc_floordiv_i64((((v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL)) - v_j_o) - 1LL), 16LL) * 16LL))))))) && (((0LL + lc_min_i64(lc_floordiv_i64(((0LL + (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))) + (-1LL * ((int64_t)v_i_o))), 6LL), lc_floordiv_i64(((0LL + ((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(((((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))), 0LL), 2LL) * 2LL)) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))) - 1LL), 2LL) * 2LL))) + (-1LL * ((int64_t)v_i_o))), 6LL)))) < 0 || ((0LL + lc_max_i64(lc_floordiv_i64(((0LL + (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))) + (-1LL * ((int64_t)v_i_o))), 6LL), lc_floordiv_i64(((0LL + ((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(((((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))), 0LL), 2LL) * 2LL)) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))) - 1LL), 2LL) * 2LL))) + (-1LL * ((int64_t)v_i_o))), 6LL)))) >= (a_A_pack_n0)), 0)) {
                                    lc_status = lc_oob_fail(lc_res, 1040, (((0LL + lc_min_i64(lc_floordiv_i64(((0LL + (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))) + (-1LL * ((int64_t)v_i_o))), 6LL), lc_floordiv_i64(((0LL + ((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(((((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))), 0LL), 2LL) * 2LL)) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))) - 1LL), 2LL) * 2LL))) + (-1LL * ((int64_t)v_i_o))), 6LL)))) < 0 ? ((0LL + lc_min_i64(lc_floordiv_i64(((0LL + (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))) + (-1LL * ((int64_t)v_i_o))), 6LL), lc_floordiv_i64(((0LL + ((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(((((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))), 0LL), 2LL) * 2LL)) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))) - 1LL), 2LL) * 2LL))) + (-1LL * ((int64_t)v_i_o))), 6LL)))) : ((0LL + lc_max_i64(lc_floordiv_i64(((0LL + (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))) + (-1LL * ((int64_t)v_i_o))), 6LL), lc_floordiv_i64(((0LL + ((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(((((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))), 0LL), 2LL) * 2LL)) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))) - 1LL), 2LL) * 2LL))) + (-1LL * ((int64_t)v_i_o))), 6LL))))), a_A_pack_n0); goto lc_exit;
                                }
                                if (__builtin_expect((((v_k_o < lc_min_i64((v_k_o + 256LL), a_A_n1)) && ((((0LL + v_k_o) <= (0LL + (v_k_o + (lc_floordiv_i64(((lc_min_i64((v_k_o + 256LL), a_A_n1) - v_k_o) - 1LL), 1LL) * 1LL)))) && ((0LL + (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))) <= (0LL + ((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(((((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))), 0LL), 2LL) * 2LL)) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))) - 1LL), 2LL) * 2LL))))) && ((0LL + v_j_o) <= (0LL + (v_j_o + (lc_floordiv_i64((((v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL)) - v_j_o) - 1LL), 16LL) * 16LL))))))) && ((((0LL + v_k_o) + (-1LL * ((int64_t)v_k_o)))) < 0 || (((0LL + (v_k_o + (lc_floordiv_i64(((lc_min_i64((v_k_o + 256LL), a_A_n1) - v_k_o) - 1LL), 1LL) * 1LL))) + (-1LL * ((int64_t)v_k_o)))) >= (a_A_pack_n1)), 0)) {
                                    lc_status = lc_oob_fail(lc_res, 1041, ((((0LL + v_k_o) + (-1LL * ((int64_t)v_k_o)))) < 0 ? (((0LL + v_k_o) + (-1LL * ((int64_t)v_k_o)))) : (((0LL + (v_k_o + (lc_floordiv_i64(((lc_min_i64((v_k_o + 256LL), a_A_n1) - v_k_o) - 1LL), 1LL) * 1LL))) + (-1LL * ((int64_t)v_k_o))))), a_A_pack_n1); goto lc_exit;
                                }
                                if (__builtin_expect((((v_k_o < lc_min_i64((v_k_o + 256LL), a_A_n1)) && ((((0LL + v_k_o) <= (0LL + (v_k_o + (lc_floordiv_i64(((lc_min_i64((v_k_o + 256LL), a_A_n1) - v_k_o) - 1LL), 1LL) * 1LL)))) && ((0LL + (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))) <= (0LL + ((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(((((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))), 0LL), 2LL) * 2LL)) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))) - 1LL), 2LL) * 2LL))))) && ((0LL + v_j_o) <= (0LL + (v_j_o + (lc_floordiv_i64((((v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL)) - v_j_o) - 1LL), 16LL) * 16LL))))))) && (((0LL + lc_min_i64(lc_floordiv_i64(((0LL + v_j_o) + (-1LL * ((int64_t)v_j_o))), 16LL), lc_floordiv_i64(((0LL + (v_j_o + (lc_floordiv_i64((((v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL)) - v_j_o) - 1LL), 16LL) * 16LL))) + (-1LL * ((int64_t)v_j_o))), 16LL)))) < 0 || ((0LL + lc_max_i64(lc_floordiv_i64(((0LL + v_j_o) + (-1LL * ((int64_t)v_j_o))), 16LL), lc_floordiv_i64(((0LL + (v_j_o + (lc_floordiv_i64((((v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL)) - v_j_o) - 1LL), 16LL) * 16LL))) + (-1LL * ((int64_t)v_j_o))), 16LL)))) >= (a_B_pack_n0)), 0)) {
                                    lc_status = lc_oob_fail(lc_res, 1043, (((0LL + lc_min_i64(lc_floordiv_i64(((0LL + v_j_o) + (-1LL * ((int64_t)v_j_o))), 16LL), lc_floordiv_i64(((0LL + (v_j_o + (lc_floordiv_i64((((v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL)) - v_j_o) - 1LL), 16LL) * 16LL))) + (-1LL * ((int64_t)v_j_o))), 16LL)))) < 0 ? ((0LL + lc_min_i64(lc_floordiv_i64(((0LL + v_j_o) + (-1LL * ((int64_t)v_j_o))), 16LL), lc_floordiv_i64(((0LL + (v_j_o + (lc_floordiv_i64((((v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL)) - v_j_o) - 1LL), 16LL) * 16LL))) + (-1LL * ((int64_t)v_j_o))), 16LL)))) : ((0LL + lc_max_i64(lc_floordiv_i64(((0LL + v_j_o) + (-1LL * ((int64_t)v_j_o))), 16LL), lc_floordiv_i64(((0LL + (v_j_o + (lc_floordiv_i64((((v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL)) - v_j_o) - 1LL), 16LL) * 16LL))) + (-1LL * ((int64_t)v_j_o))), 16LL))))), a_B_pack_n0); goto lc_exit;
                                }
                                if (__builtin_expect((((v_k_o < lc_min_i64((v_k_o + 256LL), a_A_n1)) && ((((0LL + v_k_o) <= (0LL + (v_k_o + (lc_floordiv_i64(((lc_min_i64((v_k_o + 256LL), a_A_n1) - v_k_o) - 1LL), 1LL) * 1LL)))) && ((0LL + (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))) <= (0LL + ((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(((((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))), 0LL), 2LL) * 2LL)) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))) - 1LL), 2LL) * 2LL))))) && ((0LL + v_j_o) <= (0LL + (v_j_o + (lc_floordiv_i64((((v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL)) - v_j_o) - 1LL), 16LL) * 16LL))))))) && ((((0LL + v_k_o) + (-1LL * ((int64_t)v_k_o)))) < 0 || (((0LL + (v_k_o + (lc_floordiv_i64(((lc_min_i64((v_k_o + 256LL), a_A_n1) - v_k_o) - 1LL), 1LL) * 1LL))) + (-1LL * ((int64_t)v_k_o)))) >= (a_B_pack_n1)), 0)) {
                                    lc_status = lc_oob_fail(lc_res, 1044, ((((0LL + v_k_o) + (-1LL * ((int64_t)v_k_o)))) < 0 ? (((0LL + v_k_o) + (-1LL * ((int64_t)v_k_o)))) : (((0LL + (v_k_o + (lc_floordiv_i64(((lc_min_i64((v_k_o + 256LL), a_A_n1) - v_k_o) - 1LL), 1LL) * 1LL))) + (-1LL * ((int64_t)v_k_o))))), a_B_pack_n1); goto lc_exit;
                                }
                                if (__builtin_expect((((v_k_o < lc_min_i64((v_k_o + 256LL), a_A_n1)) && ((((0LL + v_k_o) <= (0LL + (v_k_o + (lc_floordiv_i64(((lc_min_i64((v_k_o + 256LL), a_A_n1) - v_k_o) - 1LL), 1LL) * 1LL)))) && ((0LL + (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))) <= (0LL + ((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(((((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))), 0LL), 2LL) * 2LL)) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))) - 1LL), 2LL) * 2LL))))) && ((0LL + v_j_o) <= (0LL + (v_j_o + (lc_floordiv_i64((((v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL)) - v_j_o) - 1LL), 16LL) * 16LL))))))) && ((15LL) >= (a_B_pack_n2)), 0)) {
                                    lc_status = lc_oob_fail(lc_res, 1135, 15LL, a_B_pack_n2); goto lc_exit;
                                }
                                if (__builtin_expect((((v_k_o < lc_min_i64((v_k_o + 256LL), a_A_n1)) && ((((0LL + v_k_o) <= (0LL + (v_k_o + (lc_floordiv_i64(((lc_min_i64((v_k_o + 256LL), a_A_n1) - v_k_o) - 1LL), 1LL) * 1LL)))) && ((0LL + (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))) <= (0LL + ((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(((((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))), 0LL), 2LL) * 2LL)) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))) - 1LL), 2LL) * 2LL))))) && ((0LL + v_j_o) <= (0LL + (v_j_o + (lc_floordiv_i64((((v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL)) - v_j_o) - 1LL), 16LL) * 16LL))))))) && (((0LL + lc_min_i64(lc_floordiv_i64(((1LL + (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))) + (-1LL * ((int64_t)v_i_o))), 6LL), lc_floordiv_i64(((1LL + ((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(((((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))), 0LL), 2LL) * 2LL)) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))) - 1LL), 2LL) * 2LL))) + (-1LL * ((int64_t)v_i_o))), 6LL)))) < 0 || ((0LL + lc_max_i64(lc_floordiv_i64(((1LL + (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))) + (-1LL * ((int64_t)v_i_o))), 6LL), lc_floordiv_i64(((1LL + ((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(((((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))), 0LL), 2LL) * 2LL)) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))) - 1LL), 2LL) * 2LL))) + (-1LL * ((int64_t)v_i_o))), 6LL)))) >= (a_A_pack_n0)), 0)) {
                                    lc_status = lc_oob_fail(lc_res, 1136, (((0LL + lc_min_i64(lc_floordiv_i64(((1LL + (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))) + (-1LL * ((int64_t)v_i_o))), 6LL), lc_floordiv_i64(((1LL + ((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(((((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))), 0LL), 2LL) * 2LL)) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))) - 1LL), 2LL) * 2LL))) + (-1LL * ((int64_t)v_i_o))), 6LL)))) < 0 ? ((0LL + lc_min_i64(lc_floordiv_i64(((1LL + (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))) + (-1LL * ((int64_t)v_i_o))), 6LL), lc_floordiv_i64(((1LL + ((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(((((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))), 0LL), 2LL) * 2LL)) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))) - 1LL), 2LL) * 2LL))) + (-1LL * ((int64_t)v_i_o))), 6LL)))) : ((0LL + lc_max_i64(lc_floordiv_i64(((1LL + (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))) + (-1LL * ((int64_t)v_i_o))), 6LL), lc_floordiv_i64(((1LL + ((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(((((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))), 0LL), 2LL) * 2LL)) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))) - 1LL), 2LL) * 2LL))) + (-1LL * ((int64_t)v_i_o))), 6LL))))), a_A_pack_n0); goto lc_exit;
                                }
                                if (__builtin_expect((((v_k_o < lc_min_i64((v_k_o + 256LL), a_A_n1)) && (((0LL + ((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))), 0LL), 2LL) * 2LL))) <= (0LL + (((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))), 0LL), 2LL) * 2LL)) + (lc_floordiv_i64(((lc_min_i64((v_i_o + 384LL), a_A_n0) - ((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))), 0LL), 2LL) * 2LL))) - 1LL), 1LL) * 1LL)))) && ((0LL + v_j_o) <= (0LL + (v_j_o + (lc_floordiv_i64((((v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL)) - v_j_o) - 1LL), 16LL) * 16LL))))))) && (((0LL + ((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))), 0LL), 2LL) * 2LL)))) < 0 || ((0LL + (((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))), 0LL), 2LL) * 2LL)) + (lc_floordiv_i64(((lc_min_i64((v_i_o + 384LL), a_A_n0) - ((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))), 0LL), 2LL) * 2LL))) - 1LL), 1LL) * 1LL)))) >= (a_C_n0)), 0)) {
                                    lc_status = lc_oob_fail(lc_res, 1296, (((0LL + ((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))), 0LL), 2LL) * 2LL)))) < 0 ? ((0LL + ((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))), 0LL), 2LL) * 2LL)))) : ((0LL + (((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))), 0LL), 2LL) * 2LL)) + (lc_floordiv_i64(((lc_min_i64((v_i_o + 384LL), a_A_n0) - ((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))), 0LL), 2LL) * 2LL))) - 1LL), 1LL) * 1LL))))), a_C_n0); goto lc_exit;
                                }
                                if (__builtin_expect((((v_k_o < lc_min_i64((v_k_o + 256LL), a_A_n1)) && (((0LL + ((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))), 0LL), 2LL) * 2LL))) <= (0LL + (((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))), 0LL), 2LL) * 2LL)) + (lc_floordiv_i64(((lc_min_i64((v_i_o + 384LL), a_A_n0) - ((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))), 0LL), 2LL) * 2LL))) - 1LL), 1LL) * 1LL)))) && ((0LL + v_j_o) <= (0LL + (v_j_o + (lc_floordiv_i64((((v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL)) - v_j_o) - 1LL), 16LL) * 16LL))))))) && (((0LL + v_j_o)) < 0 || ((15LL + (v_j_o + (lc_floordiv_i64((((v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL)) - v_j_o) - 1LL), 16LL) * 16LL)))) >= (a_C_n1)), 0)) {
                                    lc_status = lc_oob_fail(lc_res, 1327, (((0LL + v_j_o)) < 0 ? ((0LL + v_j_o)) : ((15LL + (v_j_o + (lc_floordiv_i64((((v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL)) - v_j_o) - 1LL), 16LL) * 16LL))))), a_C_n1); goto lc_exit;
                                }
                                if (__builtin_expect((((v_k_o < lc_min_i64((v_k_o + 256LL), a_A_n1)) && ((((0LL + v_k_o) <= (0LL + (v_k_o + (lc_floordiv_i64(((lc_min_i64((v_k_o + 256LL), a_A_n1) - v_k_o) - 1LL), 1LL) * 1LL)))) && ((0LL + ((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))), 0LL), 2LL) * 2LL))) <= (0LL + (((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))), 0LL), 2LL) * 2LL)) + (lc_floordiv_i64(((lc_min_i64((v_i_o + 384LL), a_A_n0) - ((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))), 0LL), 2LL) * 2LL))) - 1LL), 1LL) * 1LL))))) && ((0LL + v_j_o) <= (0LL + (v_j_o + (lc_floordiv_i64((((v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL)) - v_j_o) - 1LL), 16LL) * 16LL))))))) && (((0LL + lc_min_i64(lc_floordiv_i64(((0LL + ((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))), 0LL), 2LL) * 2LL))) + (-1LL * ((int64_t)v_i_o))), 6LL), lc_floordiv_i64(((0LL + (((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))), 0LL), 2LL) * 2LL)) + (lc_floordiv_i64(((lc_min_i64((v_i_o + 384LL), a_A_n0) - ((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))), 0LL), 2LL) * 2LL))) - 1LL), 1LL) * 1LL))) + (-1LL * ((int64_t)v_i_o))), 6LL)))) < 0 || ((0LL + lc_max_i64(lc_floordiv_i64(((0LL + ((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))), 0LL), 2LL) * 2LL))) + (-1LL * ((int64_t)v_i_o))), 6LL), lc_floordiv_i64(((0LL + (((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))), 0LL), 2LL) * 2LL)) + (lc_floordiv_i64(((lc_min_i64((v_i_o + 384LL), a_A_n0) - ((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))), 0LL), 2LL) * 2LL))) - 1LL), 1LL) * 1LL))) + (-1LL * ((int64_t)v_i_o))), 6LL)))) >= (a_A_pack_n0)), 0)) {
                                    lc_status = lc_oob_fail(lc_res, 1328, (((0LL + lc_min_i64(lc_floordiv_i64(((0LL + ((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))), 0LL), 2LL) * 2LL))) + (-1LL * ((int64_t)v_i_o))), 6LL), lc_floordiv_i64(((0LL + (((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))), 0LL), 2LL) * 2LL)) + (lc_floordiv_i64(((lc_min_i64((v_i_o + 384LL), a_A_n0) - ((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))), 0LL), 2LL) * 2LL))) - 1LL), 1LL) * 1LL))) + (-1LL * ((int64_t)v_i_o))), 6LL)))) < 0 ? ((0LL + lc_min_i64(lc_floordiv_i64(((0LL + ((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))), 0LL), 2LL) * 2LL))) + (-1LL * ((int64_t)v_i_o))), 6LL), lc_floordiv_i64(((0LL + (((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))), 0LL), 2LL) * 2LL)) + (lc_floordiv_i64(((lc_min_i64((v_i_o + 384LL), a_A_n0) - ((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))), 0LL), 2LL) * 2LL))) - 1LL), 1LL) * 1LL))) + (-1LL * ((int64_t)v_i_o))), 6LL)))) : ((0LL + lc_max_i64(lc_floordiv_i64(((0LL + ((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))), 0LL), 2LL) * 2LL))) + (-1LL * ((int64_t)v_i_o))), 6LL), lc_floordiv_i64(((0LL + (((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))), 0LL), 2LL) * 2LL)) + (lc_floordiv_i64(((lc_min_i64((v_i_o + 384LL), a_A_n0) - ((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))), 0LL), 2LL) * 2LL))) - 1LL), 1LL) * 1LL))) + (-1LL * ((int64_t)v_i_o))), 6LL))))), a_A_pack_n0); goto lc_exit;
                                }
                                if (__builtin_expect((((v_k_o < lc_min_i64((v_k_o + 256LL), a_A_n1)) && ((((0LL + v_k_o) <= (0LL + (v_k_o + (lc_floordiv_i64(((lc_min_i64((v_k_o + 256LL), a_A_n1) - v_k_o) - 1LL), 1LL) * 1LL)))) && ((0LL + ((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))), 0LL), 2LL) * 2LL))) <= (0LL + (((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))), 0LL), 2LL) * 2LL)) + (lc_floordiv_i64(((lc_min_i64((v_i_o + 384LL), a_A_n0) - ((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))), 0LL), 2LL) * 2LL))) - 1LL), 1LL) * 1LL))))) && ((0LL + v_j_o) <= (0LL + (v_j_o + (lc_floordiv_i64((((v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL)) - v_j_o) - 1LL), 16LL) * 16LL))))))) && ((((0LL + v_k_o) + (-1LL * ((int64_t)v_k_o)))) < 0 || (((0LL + (v_k_o + (lc_floordiv_i64(((lc_min_i64((v_k_o + 256LL), a_A_n1) - v_k_o) - 1LL), 1LL) * 1LL))) + (-1LL * ((int64_t)v_k_o)))) >= (a_A_pack_n1)), 0)) {
                                    lc_status = lc_oob_fail(lc_res, 1329, ((((0LL + v_k_o) + (-1LL * ((int64_t)v_k_o)))) < 0 ? (((0LL + v_k_o) + (-1LL * ((int64_t)v_k_o)))) : (((0LL + (v_k_o + (lc_floordiv_i64(((lc_min_i64((v_k_o + 256LL), a_A_n1) - v_k_o) - 1LL), 1LL) * 1LL))) + (-1LL * ((int64_t)v_k_o))))), a_A_pack_n1); goto lc_exit;
                                }
                                if (__builtin_expect((((v_k_o < lc_min_i64((v_k_o + 256LL), a_A_n1)) && ((((0LL + v_k_o) <= (0LL + (v_k_o + (lc_floordiv_i64(((lc_min_i64((v_k_o + 256LL), a_A_n1) - v_k_o) - 1LL), 1LL) * 1LL)))) && ((0LL + ((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))), 0LL), 2LL) * 2LL))) <= (0LL + (((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))), 0LL), 2LL) * 2LL)) + (lc_floordiv_i64(((lc_min_i64((v_i_o + 384LL), a_A_n0) - ((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))), 0LL), 2LL) * 2LL))) - 1LL), 1LL) * 1LL))))) && ((0LL + v_j_o) <= (0LL + (v_j_o + (lc_floordiv_i64((((v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL)) - v_j_o) - 1LL), 16LL) * 16LL))))))) && (((0LL + lc_min_i64(lc_floordiv_i64(((0LL + v_j_o) + (-1LL * ((int64_t)v_j_o))), 16LL), lc_floordiv_i64(((0LL + (v_j_o + (lc_floordiv_i64((((v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL)) - v_j_o) - 1LL), 16LL) * 16LL))) + (-1LL * ((int64_t)v_j_o))), 16LL)))) < 0 || ((0LL + lc_max_i64(lc_floordiv_i64(((0LL + v_j_o) + (-1LL * ((int64_t)v_j_o))), 16LL), lc_floordiv_i64(((0LL + (v_j_o + (lc_floordiv_i64((((v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL)) - v_j_o) - 1LL), 16LL) * 16LL))) + (-1LL * ((int64_t)v_j_o))), 16LL)))) >= (a_B_pack_n0)), 0)) {
                                    lc_status = lc_oob_fail(lc_res, 1331, (((0LL + lc_min_i64(lc_floordiv_i64(((0LL + v_j_o) + (-1LL * ((int64_t)v_j_o))), 16LL), lc_floordiv_i64(((0LL + (v_j_o + (lc_floordiv_i64((((v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL)) - v_j_o) - 1LL), 16LL) * 16LL))) + (-1LL * ((int64_t)v_j_o))), 16LL)))) < 0 ? ((0LL + lc_min_i64(lc_floordiv_i64(((0LL + v_j_o) + (-1LL * ((int64_t)v_j_o))), 16LL), lc_floordiv_i64(((0LL + (v_j_o + (lc_floordiv_i64((((v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL)) - v_j_o) - 1LL), 16LL) * 16LL))) + (-1LL * ((int64_t)v_j_o))), 16LL)))) : ((0LL + lc_max_i64(lc_floordiv_i64(((0LL + v_j_o) + (-1LL * ((int64_t)v_j_o))), 16LL), lc_floordiv_i64(((0LL + (v_j_o + (lc_floordiv_i64((((v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL)) - v_j_o) - 1LL), 16LL) * 16LL))) + (-1LL * ((int64_t)v_j_o))), 16LL))))), a_B_pack_n0); goto lc_exit;
                                }
                                if (__builtin_expect((((v_k_o < lc_min_i64((v_k_o + 256LL), a_A_n1)) && ((((0LL + v_k_o) <= (0LL + (v_k_o + (lc_floordiv_i64(((lc_min_i64((v_k_o + 256LL), a_A_n1) - v_k_o) - 1LL), 1LL) * 1LL)))) && ((0LL + ((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))), 0LL), 2LL) * 2LL))) <= (0LL + (((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))), 0LL), 2LL) * 2LL)) + (lc_floordiv_i64(((lc_min_i64((v_i_o + 384LL), a_A_n0) - ((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))), 0LL), 2LL) * 2LL))) - 1LL), 1LL) * 1LL))))) && ((0LL + v_j_o) <= (0LL + (v_j_o + (lc_floordiv_i64((((v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL)) - v_j_o) - 1LL), 16LL) * 16LL))))))) && ((((0LL + v_k_o) + (-1LL * ((int64_t)v_k_o)))) < 0 || (((0LL + (v_k_o + (lc_floordiv_i64(((lc_min_i64((v_k_o + 256LL), a_A_n1) - v_k_o) - 1LL), 1LL) * 1LL))) + (-1LL * ((int64_t)v_k_o)))) >= (a_B_pack_n1)), 0)) {
                                    lc_status = lc_oob_fail(lc_res, 1332, ((((0LL + v_k_o) + (-1LL * ((int64_t)v_k_o)))) < 0 ? (((0LL + v_k_o) + (-1LL * ((int64_t)v_k_o)))) : (((0LL + (v_k_o + (lc_floordiv_i64(((lc_min_i64((v_k_o + 256LL), a_A_n1) - v_k_o) - 1LL), 1LL) * 1LL))) + (-1LL * ((int64_t)v_k_o))))), a_B_pack_n1); goto lc_exit;
                                }
                                if (__builtin_expect((((v_k_o < lc_min_i64((v_k_o + 256LL), a_A_n1)) && ((((0LL + v_k_o) <= (0LL + (v_k_o + (lc_floordiv_i64(((lc_min_i64((v_k_o + 256LL), a_A_n1) - v_k_o) - 1LL), 1LL) * 1LL)))) && ((0LL + ((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))), 0LL), 2LL) * 2LL))) <= (0LL + (((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))), 0LL), 2LL) * 2LL)) + (lc_floordiv_i64(((lc_min_i64((v_i_o + 384LL), a_A_n0) - ((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))), 0LL), 2LL) * 2LL))) - 1LL), 1LL) * 1LL))))) && ((0LL + v_j_o) <= (0LL + (v_j_o + (lc_floordiv_i64((((v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL)) - v_j_o) - 1LL), 16LL) * 16LL))))))) && ((15LL) >= (a_B_pack_n2)), 0)) {
                                    lc_status = lc_oob_fail(lc_res, 1423, 15LL, a_B_pack_n2); goto lc_exit;
                                }
                                { /* loop j_2 */
                                    const int64_t lc_stop27 = (v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL));
                                    if (lc_nthreads > 1 && (((lc_stop27 - (v_j_o)) / 16) * (((((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))) - (v_i_o)) / 6) * (((lc_min_i64((v_k_o + 256LL), a_A_n1)) - (v_k_o)) * (96) + 192) + (((((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))), 0LL), 2LL) * 2LL))) - ((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)))) / 2) * (((lc_min_i64((v_k_o + 256LL), a_A_n1)) - (v_k_o)) * (32) + 64) + ((lc_min_i64((v_i_o + 384LL), a_A_n0)) - (((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))), 0LL), 2LL) * 2LL)))) * (((lc_min_i64((v_k_o + 256LL), a_A_n1)) - (v_k_o)) * (16) + 32))) >= 100000) {
                                        #pragma omp parallel for schedule(static) num_threads(lc_nthreads) private(v_C_s, v_C_s_10, v_C_s_100, v_C_s_101, v_C_s_102, v_C_s_103, v_C_s_104, v_C_s_105, v_C_s_106, v_C_s_107, v_C_s_108, v_C_s_109, v_C_s_11, v_C_s_110, v_C_s_111, v_C_s_112, v_C_s_113, v_C_s_114, v_C_s_115, v_C_s_116, v_C_s_117, v_C_s_118, v_C_s_119, v_C_s_12, v_C_s_120, v_C_s_121, v_C_s_122, v_C_s_123, v_C_s_124, v_C_s_125, v_C_s_126, v_C_s_127, v_C_s_128, v_C_s_129, v_C_s_13, v_C_s_130, v_C_s_131, v_C_s_132, v_C_s_133, v_C_s_134, v_C_s_135, v_C_s_136, v_C_s_137, v_C_s_138, v_C_s_139, v_C_s_14, v_C_s_140, v_C_s_141, v_C_s_142, v_C_s_143, v_C_s_144, v_C_s_15, v_C_s_16, v_C_s_17, v_C_s_18, v_C_s_19, v_C_s_2, v_C_s_20, v_C_s_21, v_C_s_22, v_C_s_23, v_C_s_24, v_C_s_25, v_C_s_26, v_C_s_27, v_C_s_28, v_C_s_29, v_C_s_3, v_C_s_30, v_C_s_31, v_C_s_32, v_C_s_33, v_C_s_34, v_C_s_35, v_C_s_36, v_C_s_37, v_C_s_38, v_C_s_39, v_C_s_4, v_C_s_40, v_C_s_41, v_C_s_42, v_C_s_43, v_C_s_44, v_C_s_45, v_C_s_46, v_C_s_47, v_C_s_48, v_C_s_49, v_C_s_5, v_C_s_50, v_C_s_51, v_C_s_52, v_C_s_53, v_C_s_54, v_C_s_55, v_C_s_56, v_C_s_57, v_C_s_58, v_C_s_59, v_C_s_6, v_C_s_60, v_C_s_61, v_C_s_62, v_C_s_63, v_C_s_64, v_C_s_65, v_C_s_66, v_C_s_67, v_C_s_68, v_C_s_69, v_C_s_7, v_C_s_70, v_C_s_71, v_C_s_72, v_C_s_73, v_C_s_74, v_C_s_75, v_C_s_76, v_C_s_77, v_C_s_78, v_C_s_79, v_C_s_8, v_C_s_80, v_C_s_81, v_C_s_82, v_C_s_83, v_C_s_84, v_C_s_85, v_C_s_86, v_C_s_87, v_C_s_88, v_C_s_89, v_C_s_9, v_C_s_90, v_C_s_91, v_C_s_92, v_C_s_93, v_C_s_94, v_C_s_95, v_C_s_96, v_C_s_97, v_C_s_98, v_C_s_99)
                                        for (int64_t v_j = v_j_o; v_j < lc_stop27; v_j += 16LL) {
                                            { /* loop i_2 */
                                                const int64_t lc_stop28 = (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL));
                                                for (int64_t v_i = v_i_o; v_i < lc_stop28; v_i += 6LL) {
                                                    if ((v_k_o < lc_min_i64((v_k_o + 256LL), a_A_n1))) {
                                                        v_C_s = a_C[(v_i) * a_C_s0 + (v_j)];
                                                        v_C_s_2 = a_C[(v_i) * a_C_s0 + ((v_j + 1LL))];
                                                        v_C_s_3 = a_C[(v_i) * a_C_s0 + ((v_j + 2LL))];
                                                        v_C_s_4 = a_C[(v_i) * a_C_s0 + ((v_j + 3LL))];
                                                        v_C_s_5 = a_C[(v_i) * a_C_s0 + ((v_j + 4LL))];
                                                        v_C_s_6 = a_C[(v_i) * a_C_s0 + ((v_j + 5LL))];
                                                        v_C_s_7 = a_C[(v_i) * a_C_s0 + ((v_j + 6LL))];
                                                        v_C_s_8 = a_C[(v_i) * a_C_s0 + ((v_j + 7LL))];
                                                        v_C_s_9 = a_C[(v_i) * a_C_s0 + ((v_j + 8LL))];
                                                        v_C_s_10 = a_C[(v_i) * a_C_s0 + ((v_j + 9LL))];
                                                        v_C_s_11 = a_C[(v_i) * a_C_s0 + ((v_j + 10LL))];
                                                        v_C_s_12 = a_C[(v_i) * a_C_s0 + ((v_j + 11LL))];
                                                        v_C_s_13 = a_C[(v_i) * a_C_s0 + ((v_j + 12LL))];
                                                        v_C_s_14 = a_C[(v_i) * a_C_s0 + ((v_j + 13LL))];
                                                        v_C_s_15 = a_C[(v_i) * a_C_s0 + ((v_j + 14LL))];
                                                        v_C_s_16 = a_C[(v_i) * a_C_s0 + ((v_j + 15LL))];
                                                        v_C_s_17 = a_C[((v_i + 1LL)) * a_C_s0 + (v_j)];
                                                        v_C_s_18 = a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 1LL))];
                                                        v_C_s_19 = a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 2LL))];
                                                        v_C_s_20 = a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 3LL))];
                                                        v_C_s_21 = a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 4LL))];
                                                        v_C_s_22 = a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 5LL))];
                                                        v_C_s_23 = a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 6LL))];
                                                        v_C_s_24 = a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 7LL))];
                                                        v_C_s_25 = a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 8LL))];
                                                        v_C_s_26 = a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 9LL))];
                                                        v_C_s_27 = a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 10LL))];
                                                        v_C_s_28 = a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 11LL))];
                                                        v_C_s_29 = a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 12LL))];
                                                        v_C_s_30 = a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 13LL))];
                                                        v_C_s_31 = a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 14LL))];
                                                        v_C_s_32 = a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 15LL))];
                                                        v_C_s_33 = a_C[((v_i + 2LL)) * a_C_s0 + (v_j)];
                                                        v_C_s_34 = a_C[((v_i + 2LL)) * a_C_s0 + ((v_j + 1LL))];
                                                        v_C_s_35 = a_C[((v_i + 2LL)) * a_C_s0 + ((v_j + 2LL))];
                                                        v_C_s_36 = a_C[((v_i + 2LL)) * a_C_s0 + ((v_j + 3LL))];
                                                        v_C_s_37 = a_C[((v_i + 2LL)) * a_C_s0 + ((v_j + 4LL))];
                                                        v_C_s_38 = a_C[((v_i + 2LL)) * a_C_s0 + ((v_j + 5LL))];
                                                        v_C_s_39 = a_C[((v_i + 2LL)) * a_C_s0 + ((v_j + 6LL))];
                                                        v_C_s_40 = a_C[((v_i + 2LL)) * a_C_s0 + ((v_j + 7LL))];
                                                        v_C_s_41 = a_C[((v_i + 2LL)) * a_C_s0 + ((v_j + 8LL))];
                                                        v_C_s_42 = a_C[((v_i + 2LL)) * a_C_s0 + ((v_j + 9LL))];
                                                        v_C_s_43 = a_C[((v_i + 2LL)) * a_C_s0 + ((v_j + 10LL))];
                                                        v_C_s_44 = a_C[((v_i + 2LL)) * a_C_s0 + ((v_j + 11LL))];
                                                        v_C_s_45 = a_C[((v_i + 2LL)) * a_C_s0 + ((v_j + 12LL))];
                                                        v_C_s_46 = a_C[((v_i + 2LL)) * a_C_s0 + ((v_j + 13LL))];
                                                        v_C_s_47 = a_C[((v_i + 2LL)) * a_C_s0 + ((v_j + 14LL))];
                                                        v_C_s_48 = a_C[((v_i + 2LL)) * a_C_s0 + ((v_j + 15LL))];
                                                        v_C_s_49 = a_C[((v_i + 3LL)) * a_C_s0 + (v_j)];
                                                        v_C_s_50 = a_C[((v_i + 3LL)) * a_C_s0 + ((v_j + 1LL))];
                                                        v_C_s_51 = a_C[((v_i + 3LL)) * a_C_s0 + ((v_j + 2LL))];
                                                        v_C_s_52 = a_C[((v_i + 3LL)) * a_C_s0 + ((v_j + 3LL))];
                                                        v_C_s_53 = a_C[((v_i + 3LL)) * a_C_s0 + ((v_j + 4LL))];
                                                        v_C_s_54 = a_C[((v_i + 3LL)) * a_C_s0 + ((v_j + 5LL))];
                                                        v_C_s_55 = a_C[((v_i + 3LL)) * a_C_s0 + ((v_j + 6LL))];
                                                        v_C_s_56 = a_C[((v_i + 3LL)) * a_C_s0 + ((v_j + 7LL))];
                                                        v_C_s_57 = a_C[((v_i + 3LL)) * a_C_s0 + ((v_j + 8LL))];
                                                        v_C_s_58 = a_C[((v_i + 3LL)) * a_C_s0 + ((v_j + 9LL))];
                                                        v_C_s_59 = a_C[((v_i + 3LL)) * a_C_s0 + ((v_j + 10LL))];
                                                        v_C_s_60 = a_C[((v_i + 3LL)) * a_C_s0 + ((v_j + 11LL))];
                                                        v_C_s_61 = a_C[((v_i + 3LL)) * a_C_s0 + ((v_j + 12LL))];
                                                        v_C_s_62 = a_C[((v_i + 3LL)) * a_C_s0 + ((v_j + 13LL))];
                                                        v_C_s_63 = a_C[((v_i + 3LL)) * a_C_s0 + ((v_j + 14LL))];
                                                        v_C_s_64 = a_C[((v_i + 3LL)) * a_C_s0 + ((v_j + 15LL))];
                                                        v_C_s_65 = a_C[((v_i + 4LL)) * a_C_s0 + (v_j)];
                                                        v_C_s_66 = a_C[((v_i + 4LL)) * a_C_s0 + ((v_j + 1LL))];
                                                        v_C_s_67 = a_C[((v_i + 4LL)) * a_C_s0 + ((v_j + 2LL))];
                                                        v_C_s_68 = a_C[((v_i + 4LL)) * a_C_s0 + ((v_j + 3LL))];
                                                        v_C_s_69 = a_C[((v_i + 4LL)) * a_C_s0 + ((v_j + 4LL))];
                                                        v_C_s_70 = a_C[((v_i + 4LL)) * a_C_s0 + ((v_j + 5LL))];
                                                        v_C_s_71 = a_C[((v_i + 4LL)) * a_C_s0 + ((v_j + 6LL))];
                                                        v_C_s_72 = a_C[((v_i + 4LL)) * a_C_s0 + ((v_j + 7LL))];
                                                        v_C_s_73 = a_C[((v_i + 4LL)) * a_C_s0 + ((v_j + 8LL))];
                                                        v_C_s_74 = a_C[((v_i + 4LL)) * a_C_s0 + ((v_j + 9LL))];
                                                        v_C_s_75 = a_C[((v_i + 4LL)) * a_C_s0 + ((v_j + 10LL))];
                                                        v_C_s_76 = a_C[((v_i + 4LL)) * a_C_s0 + ((v_j + 11LL))];
                                                        v_C_s_77 = a_C[((v_i + 4LL)) * a_C_s0 + ((v_j + 12LL))];
                                                        v_C_s_78 = a_C[((v_i + 4LL)) * a_C_s0 + ((v_j + 13LL))];
                                                        v_C_s_79 = a_C[((v_i + 4LL)) * a_C_s0 + ((v_j + 14LL))];
                                                        v_C_s_80 = a_C[((v_i + 4LL)) * a_C_s0 + ((v_j + 15LL))];
                                                        v_C_s_81 = a_C[((v_i + 5LL)) * a_C_s0 + (v_j)];
                                                        v_C_s_82 = a_C[((v_i + 5LL)) * a_C_s0 + ((v_j + 1LL))];
                                                        v_C_s_83 = a_C[((v_i + 5LL)) * a_C_s0 + ((v_j + 2LL))];
                                                        v_C_s_84 = a_C[((v_i + 5LL)) * a_C_s0 + ((v_j + 3LL))];
                                                        v_C_s_85 = a_C[((v_i + 5LL)) * a_C_s0 + ((v_j + 4LL))];
                                                        v_C_s_86 = a_C[((v_i + 5LL)) * a_C_s0 + ((v_j + 5LL))];
                                                        v_C_s_87 = a_C[((v_i + 5LL)) * a_C_s0 + ((v_j + 6LL))];
                                                        v_C_s_88 = a_C[((v_i + 5LL)) * a_C_s0 + ((v_j + 7LL))];
                                                        v_C_s_89 = a_C[((v_i + 5LL)) * a_C_s0 + ((v_j + 8LL))];
                                                        v_C_s_90 = a_C[((v_i + 5LL)) * a_C_s0 + ((v_j + 9LL))];
                                                        v_C_s_91 = a_C[((v_i + 5LL)) * a_C_s0 + ((v_j + 10LL))];
                                                        v_C_s_92 = a_C[((v_i + 5LL)) * a_C_s0 + ((v_j + 11LL))];
                                                        v_C_s_93 = a_C[((v_i + 5LL)) * a_C_s0 + ((v_j + 12LL))];
                                                        v_C_s_94 = a_C[((v_i + 5LL)) * a_C_s0 + ((v_j + 13LL))];
                                                        v_C_s_95 = a_C[((v_i + 5LL)) * a_C_s0 + ((v_j + 14LL))];
                                                        v_C_s_96 = a_C[((v_i + 5LL)) * a_C_s0 + ((v_j + 15LL))];
                                                        { /* loop k */
                                                            const int64_t lc_stop29 = lc_min_i64((v_k_o + 256LL), a_A_n1);
                                                            for (int64_t v_k = v_k_o; v_k < lc_stop29; v_k++) {
                                                                v_C_s += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (0LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (0LL)]);
                                                                v_C_s_2 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (0LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (1LL)]);
                                                                v_C_s_3 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (0LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (2LL)]);
                                                                v_C_s_4 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (0LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (3LL)]);
                                                                v_C_s_5 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (0LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (4LL)]);
                                                                v_C_s_6 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (0LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (5LL)]);
                                                                v_C_s_7 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (0LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (6LL)]);
                                                                v_C_s_8 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (0LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (7LL)]);
                                                                v_C_s_9 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (0LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (8LL)]);
                                                                v_C_s_10 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (0LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (9LL)]);
                                                                v_C_s_11 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (0LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (10LL)]);
                                                                v_C_s_12 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (0LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (11LL)]);
                                                                v_C_s_13 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (0LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (12LL)]);
                                                                v_C_s_14 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (0LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (13LL)]);
                                                                v_C_s_15 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (0LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (14LL)]);
                                                                v_C_s_16 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (0LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (15LL)]);
                                                                v_C_s_17 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (1LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (0LL)]);
                                                                v_C_s_18 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (1LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (1LL)]);
                                                                v_C_s_19 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (1LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (2LL)]);
                                                                v_C_s_20 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (1LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (3LL)]);
                                                                v_C_s_21 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (1LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (4LL)]);
                                                                v_C_s_22 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (1LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (5LL)]);
                                                                v_C_s_23 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (1LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (6LL)]);
                                                                v_C_s_24 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (1LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (7LL)]);
                                                                v_C_s_25 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (1LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (8LL)]);
                                                                v_C_s_26 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (1LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (9LL)]);
                                                                v_C_s_27 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (1LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (10LL)]);
                                                                v_C_s_28 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (1LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (11LL)]);
                                                                v_C_s_29 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (1LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (12LL)]);
                                                                v_C_s_30 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (1LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (13LL)]);
                                                                v_C_s_31 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (1LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (14LL)]);
                                                                v_C_s_32 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (1LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (15LL)]);
                                                                v_C_s_33 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (2LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (0LL)]);
                                                                v_C_s_34 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (2LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (1LL)]);
                                                                v_C_s_35 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (2LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (2LL)]);
                                                                v_C_s_36 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (2LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (3LL)]);
                                                                v_C_s_37 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (2LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (4LL)]);
                                                                v_C_s_38 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (2LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (5LL)]);
                                                                v_C_s_39 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (2LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (6LL)]);
                                                                v_C_s_40 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (2LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (7LL)]);
                                                                v_C_s_41 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (2LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (8LL)]);
                                                                v_C_s_42 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (2LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (9LL)]);
                                                                v_C_s_43 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (2LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (10LL)]);
                                                                v_C_s_44 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (2LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (11LL)]);
                                                                v_C_s_45 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (2LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (12LL)]);
                                                                v_C_s_46 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (2LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (13LL)]);
                                                                v_C_s_47 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (2LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (14LL)]);
                                                                v_C_s_48 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (2LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (15LL)]);
                                                                v_C_s_49 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (3LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (0LL)]);
                                                                v_C_s_50 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (3LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (1LL)]);
                                                                v_C_s_51 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (3LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (2LL)]);
                                                                v_C_s_52 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (3LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (3LL)]);
                                                                v_C_s_53 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (3LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (4LL)]);
                                                                v_C_s_54 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (3LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (5LL)]);
                                                                v_C_s_55 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (3LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (6LL)]);
                                                                v_C_s_56 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (3LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (7LL)]);
                                                                v_C_s_57 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (3LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (8LL)]);
                                                                v_C_s_58 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (3LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (9LL)]);
                                                                v_C_s_59 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (3LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (10LL)]);
                                                                v_C_s_60 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (3LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (11LL)]);
                                                                v_C_s_61 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (3LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (12LL)]);
                                                                v_C_s_62 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (3LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (13LL)]);
                                                                v_C_s_63 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (3LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (14LL)]);
                                                                v_C_s_64 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (3LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (15LL)]);
                                                                v_C_s_65 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (4LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (0LL)]);
                                                                v_C_s_66 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (4LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (1LL)]);
                                                                v_C_s_67 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (4LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (2LL)]);
                                                                v_C_s_68 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (4LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (3LL)]);
                                                                v_C_s_69 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (4LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (4LL)]);
                                                                v_C_s_70 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (4LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (5LL)]);
                                                                v_C_s_71 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (4LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (6LL)]);
                                                                v_C_s_72 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (4LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (7LL)]);
                                                                v_C_s_73 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (4LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (8LL)]);
                                                                v_C_s_74 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (4LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (9LL)]);
                                                                v_C_s_75 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (4LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (10LL)]);
                                                                v_C_s_76 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (4LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (11LL)]);
                                                                v_C_s_77 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (4LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (12LL)]);
                                                                v_C_s_78 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (4LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (13LL)]);
                                                                v_C_s_79 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (4LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (14LL)]);
                                                                v_C_s_80 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (4LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (15LL)]);
                                                                v_C_s_81 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (5LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (0LL)]);
                                                                v_C_s_82 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (5LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (1LL)]);
                                                                v_C_s_83 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (5LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (2LL)]);
                                                                v_C_s_84 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (5LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (3LL)]);
                                                                v_C_s_85 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (5LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (4LL)]);
                                                                v_C_s_86 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (5LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (5LL)]);
                                                                v_C_s_87 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (5LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (6LL)]);
                                                                v_C_s_88 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (5LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (7LL)]);
                                                                v_C_s_89 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (5LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (8LL)]);
                                                                v_C_s_90 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (5LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (9LL)]);
                                                                v_C_s_91 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (5LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (10LL)]);
                                                                v_C_s_92 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (5LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (11LL)]);
                                                                v_C_s_93 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (5LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (12LL)]);
                                                                v_C_s_94 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (5LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (13LL)]);
                                                                v_C_s_95 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (5LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (14LL)]);
                                                                v_C_s_96 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (5LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (15LL)]);
                                                            }
                                                        }
                                                        a_C[(v_i) * a_C_s0 + (v_j)] = v_C_s;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 1LL))] = v_C_s_2;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 2LL))] = v_C_s_3;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 3LL))] = v_C_s_4;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 4LL))] = v_C_s_5;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 5LL))] = v_C_s_6;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 6LL))] = v_C_s_7;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 7LL))] = v_C_s_8;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 8LL))] = v_C_s_9;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 9LL))] = v_C_s_10;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 10LL))] = v_C_s_11;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 11LL))] = v_C_s_12;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 12LL))] = v_C_s_13;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 13LL))] = v_C_s_14;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 14LL))] = v_C_s_15;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 15LL))] = v_C_s_16;
                                                        a_C[((v_i + 1LL)) * a_C_s0 + (v_j)] = v_C_s_17;
                                                        a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 1LL))] = v_C_s_18;
                                                        a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 2LL))] = v_C_s_19;
                                                        a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 3LL))] = v_C_s_20;
                                                        a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 4LL))] = v_C_s_21;
                                                        a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 5LL))] = v_C_s_22;
                                                        a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 6LL))] = v_C_s_23;
                                                        a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 7LL))] = v_C_s_24;
                                                        a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 8LL))] = v_C_s_25;
                                                        a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 9LL))] = v_C_s_26;
                                                        a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 10LL))] = v_C_s_27;
                                                        a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 11LL))] = v_C_s_28;
                                                        a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 12LL))] = v_C_s_29;
                                                        a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 13LL))] = v_C_s_30;
                                                        a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 14LL))] = v_C_s_31;
                                                        a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 15LL))] = v_C_s_32;
                                                        a_C[((v_i + 2LL)) * a_C_s0 + (v_j)] = v_C_s_33;
                                                        a_C[((v_i + 2LL)) * a_C_s0 + ((v_j + 1LL))] = v_C_s_34;
                                                        a_C[((v_i + 2LL)) * a_C_s0 + ((v_j + 2LL))] = v_C_s_35;
                                                        a_C[((v_i + 2LL)) * a_C_s0 + ((v_j + 3LL))] = v_C_s_36;
                                                        a_C[((v_i + 2LL)) * a_C_s0 + ((v_j + 4LL))] = v_C_s_37;
                                                        a_C[((v_i + 2LL)) * a_C_s0 + ((v_j + 5LL))] = v_C_s_38;
                                                        a_C[((v_i + 2LL)) * a_C_s0 + ((v_j + 6LL))] = v_C_s_39;
                                                        a_C[((v_i + 2LL)) * a_C_s0 + ((v_j + 7LL))] = v_C_s_40;
                                                        a_C[((v_i + 2LL)) * a_C_s0 + ((v_j + 8LL))] = v_C_s_41;
                                                        a_C[((v_i + 2LL)) * a_C_s0 + ((v_j + 9LL))] = v_C_s_42;
                                                        a_C[((v_i + 2LL)) * a_C_s0 + ((v_j + 10LL))] = v_C_s_43;
                                                        a_C[((v_i + 2LL)) * a_C_s0 + ((v_j + 11LL))] = v_C_s_44;
                                                        a_C[((v_i + 2LL)) * a_C_s0 + ((v_j + 12LL))] = v_C_s_45;
                                                        a_C[((v_i + 2LL)) * a_C_s0 + ((v_j + 13LL))] = v_C_s_46;
                                                        a_C[((v_i + 2LL)) * a_C_s0 + ((v_j + 14LL))] = v_C_s_47;
                                                        a_C[((v_i + 2LL)) * a_C_s0 + ((v_j + 15LL))] = v_C_s_48;
                                                        a_C[((v_i + 3LL)) * a_C_s0 + (v_j)] = v_C_s_49;
                                                        a_C[((v_i + 3LL)) * a_C_s0 + ((v_j + 1LL))] = v_C_s_50;
                                                        a_C[((v_i + 3LL)) * a_C_s0 + ((v_j + 2LL))] = v_C_s_51;
                                                        a_C[((v_i + 3LL)) * a_C_s0 + ((v_j + 3LL))] = v_C_s_52;
                                                        a_C[((v_i + 3LL)) * a_C_s0 + ((v_j + 4LL))] = v_C_s_53;
                                                        a_C[((v_i + 3LL)) * a_C_s0 + ((v_j + 5LL))] = v_C_s_54;
                                                        a_C[((v_i + 3LL)) * a_C_s0 + ((v_j + 6LL))] = v_C_s_55;
                                                        a_C[((v_i + 3LL)) * a_C_s0 + ((v_j + 7LL))] = v_C_s_56;
                                                        a_C[((v_i + 3LL)) * a_C_s0 + ((v_j + 8LL))] = v_C_s_57;
                                                        a_C[((v_i + 3LL)) * a_C_s0 + ((v_j + 9LL))] = v_C_s_58;
                                                        a_C[((v_i + 3LL)) * a_C_s0 + ((v_j + 10LL))] = v_C_s_59;
                                                        a_C[((v_i + 3LL)) * a_C_s0 + ((v_j + 11LL))] = v_C_s_60;
                                                        a_C[((v_i + 3LL)) * a_C_s0 + ((v_j + 12LL))] = v_C_s_61;
                                                        a_C[((v_i + 3LL)) * a_C_s0 + ((v_j + 13LL))] = v_C_s_62;
                                                        a_C[((v_i + 3LL)) * a_C_s0 + ((v_j + 14LL))] = v_C_s_63;
                                                        a_C[((v_i + 3LL)) * a_C_s0 + ((v_j + 15LL))] = v_C_s_64;
                                                        a_C[((v_i + 4LL)) * a_C_s0 + (v_j)] = v_C_s_65;
                                                        a_C[((v_i + 4LL)) * a_C_s0 + ((v_j + 1LL))] = v_C_s_66;
                                                        a_C[((v_i + 4LL)) * a_C_s0 + ((v_j + 2LL))] = v_C_s_67;
                                                        a_C[((v_i + 4LL)) * a_C_s0 + ((v_j + 3LL))] = v_C_s_68;
                                                        a_C[((v_i + 4LL)) * a_C_s0 + ((v_j + 4LL))] = v_C_s_69;
                                                        a_C[((v_i + 4LL)) * a_C_s0 + ((v_j + 5LL))] = v_C_s_70;
                                                        a_C[((v_i + 4LL)) * a_C_s0 + ((v_j + 6LL))] = v_C_s_71;
                                                        a_C[((v_i + 4LL)) * a_C_s0 + ((v_j + 7LL))] = v_C_s_72;
                                                        a_C[((v_i + 4LL)) * a_C_s0 + ((v_j + 8LL))] = v_C_s_73;
                                                        a_C[((v_i + 4LL)) * a_C_s0 + ((v_j + 9LL))] = v_C_s_74;
                                                        a_C[((v_i + 4LL)) * a_C_s0 + ((v_j + 10LL))] = v_C_s_75;
                                                        a_C[((v_i + 4LL)) * a_C_s0 + ((v_j + 11LL))] = v_C_s_76;
                                                        a_C[((v_i + 4LL)) * a_C_s0 + ((v_j + 12LL))] = v_C_s_77;
                                                        a_C[((v_i + 4LL)) * a_C_s0 + ((v_j + 13LL))] = v_C_s_78;
                                                        a_C[((v_i + 4LL)) * a_C_s0 + ((v_j + 14LL))] = v_C_s_79;
                                                        a_C[((v_i + 4LL)) * a_C_s0 + ((v_j + 15LL))] = v_C_s_80;
                                                        a_C[((v_i + 5LL)) * a_C_s0 + (v_j)] = v_C_s_81;
                                                        a_C[((v_i + 5LL)) * a_C_s0 + ((v_j + 1LL))] = v_C_s_82;
                                                        a_C[((v_i + 5LL)) * a_C_s0 + ((v_j + 2LL))] = v_C_s_83;
                                                        a_C[((v_i + 5LL)) * a_C_s0 + ((v_j + 3LL))] = v_C_s_84;
                                                        a_C[((v_i + 5LL)) * a_C_s0 + ((v_j + 4LL))] = v_C_s_85;
                                                        a_C[((v_i + 5LL)) * a_C_s0 + ((v_j + 5LL))] = v_C_s_86;
                                                        a_C[((v_i + 5LL)) * a_C_s0 + ((v_j + 6LL))] = v_C_s_87;
                                                        a_C[((v_i + 5LL)) * a_C_s0 + ((v_j + 7LL))] = v_C_s_88;
                                                        a_C[((v_i + 5LL)) * a_C_s0 + ((v_j + 8LL))] = v_C_s_89;
                                                        a_C[((v_i + 5LL)) * a_C_s0 + ((v_j + 9LL))] = v_C_s_90;
                                                        a_C[((v_i + 5LL)) * a_C_s0 + ((v_j + 10LL))] = v_C_s_91;
                                                        a_C[((v_i + 5LL)) * a_C_s0 + ((v_j + 11LL))] = v_C_s_92;
                                                        a_C[((v_i + 5LL)) * a_C_s0 + ((v_j + 12LL))] = v_C_s_93;
                                                        a_C[((v_i + 5LL)) * a_C_s0 + ((v_j + 13LL))] = v_C_s_94;
                                                        a_C[((v_i + 5LL)) * a_C_s0 + ((v_j + 14LL))] = v_C_s_95;
                                                        a_C[((v_i + 5LL)) * a_C_s0 + ((v_j + 15LL))] = v_C_s_96;
                                                    }
                                                }
                                            }
                                            { /* loop i_2_rem_2 */
                                                const int64_t lc_stop30 = ((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))), 0LL), 2LL) * 2LL));
                                                for (int64_t v_i = (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)); v_i < lc_stop30; v_i += 2LL) {
                                                    if ((v_k_o < lc_min_i64((v_k_o + 256LL), a_A_n1))) {
                                                        v_C_s_97 = a_C[(v_i) * a_C_s0 + (v_j)];
                                                        v_C_s_98 = a_C[(v_i) * a_C_s0 + ((v_j + 1LL))];
                                                        v_C_s_99 = a_C[(v_i) * a_C_s0 + ((v_j + 2LL))];
                                                        v_C_s_100 = a_C[(v_i) * a_C_s0 + ((v_j + 3LL))];
                                                        v_C_s_101 = a_C[(v_i) * a_C_s0 + ((v_j + 4LL))];
                                                        v_C_s_102 = a_C[(v_i) * a_C_s0 + ((v_j + 5LL))];
                                                        v_C_s_103 = a_C[(v_i) * a_C_s0 + ((v_j + 6LL))];
                                                        v_C_s_104 = a_C[(v_i) * a_C_s0 + ((v_j + 7LL))];
                                                        v_C_s_105 = a_C[(v_i) * a_C_s0 + ((v_j + 8LL))];
                                                        v_C_s_106 = a_C[(v_i) * a_C_s0 + ((v_j + 9LL))];
                                                        v_C_s_107 = a_C[(v_i) * a_C_s0 + ((v_j + 10LL))];
                                                        v_C_s_108 = a_C[(v_i) * a_C_s0 + ((v_j + 11LL))];
                                                        v_C_s_109 = a_C[(v_i) * a_C_s0 + ((v_j + 12LL))];
                                                        v_C_s_110 = a_C[(v_i) * a_C_s0 + ((v_j + 13LL))];
                                                        v_C_s_111 = a_C[(v_i) * a_C_s0 + ((v_j + 14LL))];
                                                        v_C_s_112 = a_C[(v_i) * a_C_s0 + ((v_j + 15LL))];
                                                        v_C_s_113 = a_C[((v_i + 1LL)) * a_C_s0 + (v_j)];
                                                        v_C_s_114 = a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 1LL))];
                                                        v_C_s_115 = a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 2LL))];
                                                        v_C_s_116 = a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 3LL))];
                                                        v_C_s_117 = a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 4LL))];
                                                        v_C_s_118 = a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 5LL))];
                                                        v_C_s_119 = a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 6LL))];
                                                        v_C_s_120 = a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 7LL))];
                                                        v_C_s_121 = a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 8LL))];
                                                        v_C_s_122 = a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 9LL))];
                                                        v_C_s_123 = a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 10LL))];
                                                        v_C_s_124 = a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 11LL))];
                                                        v_C_s_125 = a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 12LL))];
                                                        v_C_s_126 = a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 13LL))];
                                                        v_C_s_127 = a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 14LL))];
                                                        v_C_s_128 = a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 15LL))];
                                                        { /* loop k_rem_2 */
                                                            const int64_t lc_stop31 = lc_min_i64((v_k_o + 256LL), a_A_n1);
                                                            for (int64_t v_k = v_k_o; v_k < lc_stop31; v_k++) {
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64((v_i - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 1042, lc_mod_i64((v_i - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_97 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (0LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64((v_i - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 1048, lc_mod_i64((v_i - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_98 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (1LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64((v_i - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 1054, lc_mod_i64((v_i - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_99 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (2LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64((v_i - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 1060, lc_mod_i64((v_i - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_100 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (3LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64((v_i - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 1066, lc_mod_i64((v_i - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_101 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (4LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64((v_i - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 1072, lc_mod_i64((v_i - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_102 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (5LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64((v_i - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 1078, lc_mod_i64((v_i - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_103 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (6LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64((v_i - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 1084, lc_mod_i64((v_i - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_104 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (7LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64((v_i - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 1090, lc_mod_i64((v_i - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_105 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (8LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64((v_i - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 1096, lc_mod_i64((v_i - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_106 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (9LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64((v_i - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 1102, lc_mod_i64((v_i - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_107 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (10LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64((v_i - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 1108, lc_mod_i64((v_i - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_108 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (11LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64((v_i - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 1114, lc_mod_i64((v_i - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_109 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (12LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64((v_i - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 1120, lc_mod_i64((v_i - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_110 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (13LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64((v_i - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 1126, lc_mod_i64((v_i - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_111 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (14LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64((v_i - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 1132, lc_mod_i64((v_i - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_112 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (15LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 1138, lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_113 += ((v_alpha * a_A_pack[(lc_floordiv_i64(((v_i + 1LL) - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (0LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 1144, lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_114 += ((v_alpha * a_A_pack[(lc_floordiv_i64(((v_i + 1LL) - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (1LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 1150, lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_115 += ((v_alpha * a_A_pack[(lc_floordiv_i64(((v_i + 1LL) - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (2LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 1156, lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_116 += ((v_alpha * a_A_pack[(lc_floordiv_i64(((v_i + 1LL) - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (3LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 1162, lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_117 += ((v_alpha * a_A_pack[(lc_floordiv_i64(((v_i + 1LL) - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (4LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 1168, lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_118 += ((v_alpha * a_A_pack[(lc_floordiv_i64(((v_i + 1LL) - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (5LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 1174, lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_119 += ((v_alpha * a_A_pack[(lc_floordiv_i64(((v_i + 1LL) - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (6LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 1180, lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_120 += ((v_alpha * a_A_pack[(lc_floordiv_i64(((v_i + 1LL) - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (7LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 1186, lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_121 += ((v_alpha * a_A_pack[(lc_floordiv_i64(((v_i + 1LL) - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (8LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 1192, lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_122 += ((v_alpha * a_A_pack[(lc_floordiv_i64(((v_i + 1LL) - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (9LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 1198, lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_123 += ((v_alpha * a_A_pack[(lc_floordiv_i64(((v_i + 1LL) - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (10LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 1204, lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_124 += ((v_alpha * a_A_pack[(lc_floordiv_i64(((v_i + 1LL) - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (11LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 1210, lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_125 += ((v_alpha * a_A_pack[(lc_floordiv_i64(((v_i + 1LL) - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (12LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 1216, lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_126 += ((v_alpha * a_A_pack[(lc_floordiv_i64(((v_i + 1LL) - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (13LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 1222, lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_127 += ((v_alpha * a_A_pack[(lc_floordiv_i64(((v_i + 1LL) - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (14LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 1228, lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_128 += ((v_alpha * a_A_pack[(lc_floordiv_i64(((v_i + 1LL) - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (15LL)]);
                                                            }
                                                        }
                                                        a_C[(v_i) * a_C_s0 + (v_j)] = v_C_s_97;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 1LL))] = v_C_s_98;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 2LL))] = v_C_s_99;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 3LL))] = v_C_s_100;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 4LL))] = v_C_s_101;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 5LL))] = v_C_s_102;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 6LL))] = v_C_s_103;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 7LL))] = v_C_s_104;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 8LL))] = v_C_s_105;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 9LL))] = v_C_s_106;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 10LL))] = v_C_s_107;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 11LL))] = v_C_s_108;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 12LL))] = v_C_s_109;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 13LL))] = v_C_s_110;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 14LL))] = v_C_s_111;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 15LL))] = v_C_s_112;
                                                        a_C[((v_i + 1LL)) * a_C_s0 + (v_j)] = v_C_s_113;
                                                        a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 1LL))] = v_C_s_114;
                                                        a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 2LL))] = v_C_s_115;
                                                        a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 3LL))] = v_C_s_116;
                                                        a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 4LL))] = v_C_s_117;
                                                        a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 5LL))] = v_C_s_118;
                                                        a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 6LL))] = v_C_s_119;
                                                        a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 7LL))] = v_C_s_120;
                                                        a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 8LL))] = v_C_s_121;
                                                        a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 9LL))] = v_C_s_122;
                                                        a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 10LL))] = v_C_s_123;
                                                        a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 11LL))] = v_C_s_124;
                                                        a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 12LL))] = v_C_s_125;
                                                        a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 13LL))] = v_C_s_126;
                                                        a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 14LL))] = v_C_s_127;
                                                        a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 15LL))] = v_C_s_128;
                                                    }
                                                }
                                            }
                                            { /* loop i_2_rem_2_rem */
                                                const int64_t lc_stop32 = lc_min_i64((v_i_o + 384LL), a_A_n0);
                                                for (int64_t v_i = ((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))), 0LL), 2LL) * 2LL)); v_i < lc_stop32; v_i++) {
                                                    if ((v_k_o < lc_min_i64((v_k_o + 256LL), a_A_n1))) {
                                                        v_C_s_129 = a_C[(v_i) * a_C_s0 + (v_j)];
                                                        v_C_s_130 = a_C[(v_i) * a_C_s0 + ((v_j + 1LL))];
                                                        v_C_s_131 = a_C[(v_i) * a_C_s0 + ((v_j + 2LL))];
                                                        v_C_s_132 = a_C[(v_i) * a_C_s0 + ((v_j + 3LL))];
                                                        v_C_s_133 = a_C[(v_i) * a_C_s0 + ((v_j + 4LL))];
                                                        v_C_s_134 = a_C[(v_i) * a_C_s0 + ((v_j + 5LL))];
                                                        v_C_s_135 = a_C[(v_i) * a_C_s0 + ((v_j + 6LL))];
                                                        v_C_s_136 = a_C[(v_i) * a_C_s0 + ((v_j + 7LL))];
                                                        v_C_s_137 = a_C[(v_i) * a_C_s0 + ((v_j + 8LL))];
                                                        v_C_s_138 = a_C[(v_i) * a_C_s0 + ((v_j + 9LL))];
                                                        v_C_s_139 = a_C[(v_i) * a_C_s0 + ((v_j + 10LL))];
                                                        v_C_s_140 = a_C[(v_i) * a_C_s0 + ((v_j + 11LL))];
                                                        v_C_s_141 = a_C[(v_i) * a_C_s0 + ((v_j + 12LL))];
                                                        v_C_s_142 = a_C[(v_i) * a_C_s0 + ((v_j + 13LL))];
                                                        v_C_s_143 = a_C[(v_i) * a_C_s0 + ((v_j + 14LL))];
                                                        v_C_s_144 = a_C[(v_i) * a_C_s0 + ((v_j + 15LL))];
                                                        { /* loop k_rem_2_rem */
                                                            const int64_t lc_stop33 = lc_min_i64((v_k_o + 256LL), a_A_n1);
                                                            for (int64_t v_k = v_k_o; v_k < lc_stop33; v_k++) {
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64((v_i - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 1330, lc_mod_i64((v_i - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_129 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (0LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64((v_i - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 1336, lc_mod_i64((v_i - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_130 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (1LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64((v_i - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 1342, lc_mod_i64((v_i - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_131 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (2LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64((v_i - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 1348, lc_mod_i64((v_i - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_132 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (3LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64((v_i - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 1354, lc_mod_i64((v_i - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_133 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (4LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64((v_i - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 1360, lc_mod_i64((v_i - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_134 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (5LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64((v_i - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 1366, lc_mod_i64((v_i - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_135 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (6LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64((v_i - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 1372, lc_mod_i64((v_i - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_136 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (7LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64((v_i - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 1378, lc_mod_i64((v_i - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_137 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (8LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64((v_i - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 1384, lc_mod_i64((v_i - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_138 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (9LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64((v_i - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 1390, lc_mod_i64((v_i - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_139 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (10LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64((v_i - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 1396, lc_mod_i64((v_i - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_140 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (11LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64((v_i - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 1402, lc_mod_i64((v_i - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_141 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (12LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64((v_i - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 1408, lc_mod_i64((v_i - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_142 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (13LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64((v_i - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 1414, lc_mod_i64((v_i - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_143 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (14LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64((v_i - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 1420, lc_mod_i64((v_i - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_144 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (15LL)]);
                                                            }
                                                        }
                                                        a_C[(v_i) * a_C_s0 + (v_j)] = v_C_s_129;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 1LL))] = v_C_s_130;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 2LL))] = v_C_s_131;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 3LL))] = v_C_s_132;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 4LL))] = v_C_s_133;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 5LL))] = v_C_s_134;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 6LL))] = v_C_s_135;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 7LL))] = v_C_s_136;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 8LL))] = v_C_s_137;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 9LL))] = v_C_s_138;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 10LL))] = v_C_s_139;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 11LL))] = v_C_s_140;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 12LL))] = v_C_s_141;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 13LL))] = v_C_s_142;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 14LL))] = v_C_s_143;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 15LL))] = v_C_s_144;
                                                    }
                                                }
                                            }
                                        }
                                    } else {
                                        for (int64_t v_j = v_j_o; v_j < lc_stop27; v_j += 16LL) {
                                            { /* loop i_2 */
                                                const int64_t lc_stop34 = (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL));
                                                for (int64_t v_i = v_i_o; v_i < lc_stop34; v_i += 6LL) {
                                                    if ((v_k_o < lc_min_i64((v_k_o + 256LL), a_A_n1))) {
                                                        v_C_s = a_C[(v_i) * a_C_s0 + (v_j)];
                                                        v_C_s_2 = a_C[(v_i) * a_C_s0 + ((v_j + 1LL))];
                                                        v_C_s_3 = a_C[(v_i) * a_C_s0 + ((v_j + 2LL))];
                                                        v_C_s_4 = a_C[(v_i) * a_C_s0 + ((v_j + 3LL))];
                                                        v_C_s_5 = a_C[(v_i) * a_C_s0 + ((v_j + 4LL))];
                                                        v_C_s_6 = a_C[(v_i) * a_C_s0 + ((v_j + 5LL))];
                                                        v_C_s_7 = a_C[(v_i) * a_C_s0 + ((v_j + 6LL))];
                                                        v_C_s_8 = a_C[(v_i) * a_C_s0 + ((v_j + 7LL))];
                                                        v_C_s_9 = a_C[(v_i) * a_C_s0 + ((v_j + 8LL))];
                                                        v_C_s_10 = a_C[(v_i) * a_C_s0 + ((v_j + 9LL))];
                                                        v_C_s_11 = a_C[(v_i) * a_C_s0 + ((v_j + 10LL))];
                                                        v_C_s_12 = a_C[(v_i) * a_C_s0 + ((v_j + 11LL))];
                                                        v_C_s_13 = a_C[(v_i) * a_C_s0 + ((v_j + 12LL))];
                                                        v_C_s_14 = a_C[(v_i) * a_C_s0 + ((v_j + 13LL))];
                                                        v_C_s_15 = a_C[(v_i) * a_C_s0 + ((v_j + 14LL))];
                                                        v_C_s_16 = a_C[(v_i) * a_C_s0 + ((v_j + 15LL))];
                                                        v_C_s_17 = a_C[((v_i + 1LL)) * a_C_s0 + (v_j)];
                                                        v_C_s_18 = a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 1LL))];
                                                        v_C_s_19 = a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 2LL))];
                                                        v_C_s_20 = a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 3LL))];
                                                        v_C_s_21 = a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 4LL))];
                                                        v_C_s_22 = a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 5LL))];
                                                        v_C_s_23 = a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 6LL))];
                                                        v_C_s_24 = a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 7LL))];
                                                        v_C_s_25 = a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 8LL))];
                                                        v_C_s_26 = a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 9LL))];
                                                        v_C_s_27 = a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 10LL))];
                                                        v_C_s_28 = a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 11LL))];
                                                        v_C_s_29 = a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 12LL))];
                                                        v_C_s_30 = a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 13LL))];
                                                        v_C_s_31 = a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 14LL))];
                                                        v_C_s_32 = a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 15LL))];
                                                        v_C_s_33 = a_C[((v_i + 2LL)) * a_C_s0 + (v_j)];
                                                        v_C_s_34 = a_C[((v_i + 2LL)) * a_C_s0 + ((v_j + 1LL))];
                                                        v_C_s_35 = a_C[((v_i + 2LL)) * a_C_s0 + ((v_j + 2LL))];
                                                        v_C_s_36 = a_C[((v_i + 2LL)) * a_C_s0 + ((v_j + 3LL))];
                                                        v_C_s_37 = a_C[((v_i + 2LL)) * a_C_s0 + ((v_j + 4LL))];
                                                        v_C_s_38 = a_C[((v_i + 2LL)) * a_C_s0 + ((v_j + 5LL))];
                                                        v_C_s_39 = a_C[((v_i + 2LL)) * a_C_s0 + ((v_j + 6LL))];
                                                        v_C_s_40 = a_C[((v_i + 2LL)) * a_C_s0 + ((v_j + 7LL))];
                                                        v_C_s_41 = a_C[((v_i + 2LL)) * a_C_s0 + ((v_j + 8LL))];
                                                        v_C_s_42 = a_C[((v_i + 2LL)) * a_C_s0 + ((v_j + 9LL))];
                                                        v_C_s_43 = a_C[((v_i + 2LL)) * a_C_s0 + ((v_j + 10LL))];
                                                        v_C_s_44 = a_C[((v_i + 2LL)) * a_C_s0 + ((v_j + 11LL))];
                                                        v_C_s_45 = a_C[((v_i + 2LL)) * a_C_s0 + ((v_j + 12LL))];
                                                        v_C_s_46 = a_C[((v_i + 2LL)) * a_C_s0 + ((v_j + 13LL))];
                                                        v_C_s_47 = a_C[((v_i + 2LL)) * a_C_s0 + ((v_j + 14LL))];
                                                        v_C_s_48 = a_C[((v_i + 2LL)) * a_C_s0 + ((v_j + 15LL))];
                                                        v_C_s_49 = a_C[((v_i + 3LL)) * a_C_s0 + (v_j)];
                                                        v_C_s_50 = a_C[((v_i + 3LL)) * a_C_s0 + ((v_j + 1LL))];
                                                        v_C_s_51 = a_C[((v_i + 3LL)) * a_C_s0 + ((v_j + 2LL))];
                                                        v_C_s_52 = a_C[((v_i + 3LL)) * a_C_s0 + ((v_j + 3LL))];
                                                        v_C_s_53 = a_C[((v_i + 3LL)) * a_C_s0 + ((v_j + 4LL))];
                                                        v_C_s_54 = a_C[((v_i + 3LL)) * a_C_s0 + ((v_j + 5LL))];
                                                        v_C_s_55 = a_C[((v_i + 3LL)) * a_C_s0 + ((v_j + 6LL))];
                                                        v_C_s_56 = a_C[((v_i + 3LL)) * a_C_s0 + ((v_j + 7LL))];
                                                        v_C_s_57 = a_C[((v_i + 3LL)) * a_C_s0 + ((v_j + 8LL))];
                                                        v_C_s_58 = a_C[((v_i + 3LL)) * a_C_s0 + ((v_j + 9LL))];
                                                        v_C_s_59 = a_C[((v_i + 3LL)) * a_C_s0 + ((v_j + 10LL))];
                                                        v_C_s_60 = a_C[((v_i + 3LL)) * a_C_s0 + ((v_j + 11LL))];
                                                        v_C_s_61 = a_C[((v_i + 3LL)) * a_C_s0 + ((v_j + 12LL))];
                                                        v_C_s_62 = a_C[((v_i + 3LL)) * a_C_s0 + ((v_j + 13LL))];
                                                        v_C_s_63 = a_C[((v_i + 3LL)) * a_C_s0 + ((v_j + 14LL))];
                                                        v_C_s_64 = a_C[((v_i + 3LL)) * a_C_s0 + ((v_j + 15LL))];
                                                        v_C_s_65 = a_C[((v_i + 4LL)) * a_C_s0 + (v_j)];
                                                        v_C_s_66 = a_C[((v_i + 4LL)) * a_C_s0 + ((v_j + 1LL))];
                                                        v_C_s_67 = a_C[((v_i + 4LL)) * a_C_s0 + ((v_j + 2LL))];
                                                        v_C_s_68 = a_C[((v_i + 4LL)) * a_C_s0 + ((v_j + 3LL))];
                                                        v_C_s_69 = a_C[((v_i + 4LL)) * a_C_s0 + ((v_j + 4LL))];
                                                        v_C_s_70 = a_C[((v_i + 4LL)) * a_C_s0 + ((v_j + 5LL))];
                                                        v_C_s_71 = a_C[((v_i + 4LL)) * a_C_s0 + ((v_j + 6LL))];
                                                        v_C_s_72 = a_C[((v_i + 4LL)) * a_C_s0 + ((v_j + 7LL))];
                                                        v_C_s_73 = a_C[((v_i + 4LL)) * a_C_s0 + ((v_j + 8LL))];
                                                        v_C_s_74 = a_C[((v_i + 4LL)) * a_C_s0 + ((v_j + 9LL))];
                                                        v_C_s_75 = a_C[((v_i + 4LL)) * a_C_s0 + ((v_j + 10LL))];
                                                        v_C_s_76 = a_C[((v_i + 4LL)) * a_C_s0 + ((v_j + 11LL))];
                                                        v_C_s_77 = a_C[((v_i + 4LL)) * a_C_s0 + ((v_j + 12LL))];
                                                        v_C_s_78 = a_C[((v_i + 4LL)) * a_C_s0 + ((v_j + 13LL))];
                                                        v_C_s_79 = a_C[((v_i + 4LL)) * a_C_s0 + ((v_j + 14LL))];
                                                        v_C_s_80 = a_C[((v_i + 4LL)) * a_C_s0 + ((v_j + 15LL))];
                                                        v_C_s_81 = a_C[((v_i + 5LL)) * a_C_s0 + (v_j)];
                                                        v_C_s_82 = a_C[((v_i + 5LL)) * a_C_s0 + ((v_j + 1LL))];
                                                        v_C_s_83 = a_C[((v_i + 5LL)) * a_C_s0 + ((v_j + 2LL))];
                                                        v_C_s_84 = a_C[((v_i + 5LL)) * a_C_s0 + ((v_j + 3LL))];
                                                        v_C_s_85 = a_C[((v_i + 5LL)) * a_C_s0 + ((v_j + 4LL))];
                                                        v_C_s_86 = a_C[((v_i + 5LL)) * a_C_s0 + ((v_j + 5LL))];
                                                        v_C_s_87 = a_C[((v_i + 5LL)) * a_C_s0 + ((v_j + 6LL))];
                                                        v_C_s_88 = a_C[((v_i + 5LL)) * a_C_s0 + ((v_j + 7LL))];
                                                        v_C_s_89 = a_C[((v_i + 5LL)) * a_C_s0 + ((v_j + 8LL))];
                                                        v_C_s_90 = a_C[((v_i + 5LL)) * a_C_s0 + ((v_j + 9LL))];
                                                        v_C_s_91 = a_C[((v_i + 5LL)) * a_C_s0 + ((v_j + 10LL))];
                                                        v_C_s_92 = a_C[((v_i + 5LL)) * a_C_s0 + ((v_j + 11LL))];
                                                        v_C_s_93 = a_C[((v_i + 5LL)) * a_C_s0 + ((v_j + 12LL))];
                                                        v_C_s_94 = a_C[((v_i + 5LL)) * a_C_s0 + ((v_j + 13LL))];
                                                        v_C_s_95 = a_C[((v_i + 5LL)) * a_C_s0 + ((v_j + 14LL))];
                                                        v_C_s_96 = a_C[((v_i + 5LL)) * a_C_s0 + ((v_j + 15LL))];
                                                        { /* loop k */
                                                            const int64_t lc_stop35 = lc_min_i64((v_k_o + 256LL), a_A_n1);
                                                            for (int64_t v_k = v_k_o; v_k < lc_stop35; v_k++) {
                                                                v_C_s += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (0LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (0LL)]);
                                                                v_C_s_2 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (0LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (1LL)]);
                                                                v_C_s_3 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (0LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (2LL)]);
                                                                v_C_s_4 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (0LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (3LL)]);
                                                                v_C_s_5 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (0LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (4LL)]);
                                                                v_C_s_6 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (0LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (5LL)]);
                                                                v_C_s_7 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (0LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (6LL)]);
                                                                v_C_s_8 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (0LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (7LL)]);
                                                                v_C_s_9 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (0LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (8LL)]);
                                                                v_C_s_10 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (0LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (9LL)]);
                                                                v_C_s_11 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (0LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (10LL)]);
                                                                v_C_s_12 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (0LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (11LL)]);
                                                                v_C_s_13 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (0LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (12LL)]);
                                                                v_C_s_14 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (0LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (13LL)]);
                                                                v_C_s_15 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (0LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (14LL)]);
                                                                v_C_s_16 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (0LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (15LL)]);
                                                                v_C_s_17 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (1LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (0LL)]);
                                                                v_C_s_18 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (1LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (1LL)]);
                                                                v_C_s_19 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (1LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (2LL)]);
                                                                v_C_s_20 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (1LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (3LL)]);
                                                                v_C_s_21 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (1LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (4LL)]);
                                                                v_C_s_22 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (1LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (5LL)]);
                                                                v_C_s_23 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (1LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (6LL)]);
                                                                v_C_s_24 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (1LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (7LL)]);
                                                                v_C_s_25 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (1LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (8LL)]);
                                                                v_C_s_26 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (1LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (9LL)]);
                                                                v_C_s_27 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (1LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (10LL)]);
                                                                v_C_s_28 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (1LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (11LL)]);
                                                                v_C_s_29 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (1LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (12LL)]);
                                                                v_C_s_30 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (1LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (13LL)]);
                                                                v_C_s_31 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (1LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (14LL)]);
                                                                v_C_s_32 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (1LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (15LL)]);
                                                                v_C_s_33 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (2LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (0LL)]);
                                                                v_C_s_34 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (2LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (1LL)]);
                                                                v_C_s_35 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (2LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (2LL)]);
                                                                v_C_s_36 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (2LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (3LL)]);
                                                                v_C_s_37 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (2LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (4LL)]);
                                                                v_C_s_38 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (2LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (5LL)]);
                                                                v_C_s_39 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (2LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (6LL)]);
                                                                v_C_s_40 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (2LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (7LL)]);
                                                                v_C_s_41 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (2LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (8LL)]);
                                                                v_C_s_42 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (2LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (9LL)]);
                                                                v_C_s_43 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (2LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (10LL)]);
                                                                v_C_s_44 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (2LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (11LL)]);
                                                                v_C_s_45 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (2LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (12LL)]);
                                                                v_C_s_46 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (2LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (13LL)]);
                                                                v_C_s_47 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (2LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (14LL)]);
                                                                v_C_s_48 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (2LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (15LL)]);
                                                                v_C_s_49 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (3LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (0LL)]);
                                                                v_C_s_50 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (3LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (1LL)]);
                                                                v_C_s_51 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (3LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (2LL)]);
                                                                v_C_s_52 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (3LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (3LL)]);
                                                                v_C_s_53 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (3LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (4LL)]);
                                                                v_C_s_54 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (3LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (5LL)]);
                                                                v_C_s_55 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (3LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (6LL)]);
                                                                v_C_s_56 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (3LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (7LL)]);
                                                                v_C_s_57 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (3LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (8LL)]);
                                                                v_C_s_58 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (3LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (9LL)]);
                                                                v_C_s_59 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (3LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (10LL)]);
                                                                v_C_s_60 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (3LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (11LL)]);
                                                                v_C_s_61 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (3LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (12LL)]);
                                                                v_C_s_62 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (3LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (13LL)]);
                                                                v_C_s_63 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (3LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (14LL)]);
                                                                v_C_s_64 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (3LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (15LL)]);
                                                                v_C_s_65 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (4LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (0LL)]);
                                                                v_C_s_66 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (4LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (1LL)]);
                                                                v_C_s_67 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (4LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (2LL)]);
                                                                v_C_s_68 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (4LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (3LL)]);
                                                                v_C_s_69 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (4LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (4LL)]);
                                                                v_C_s_70 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (4LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (5LL)]);
                                                                v_C_s_71 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (4LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (6LL)]);
                                                                v_C_s_72 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (4LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (7LL)]);
                                                                v_C_s_73 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (4LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (8LL)]);
                                                                v_C_s_74 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (4LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (9LL)]);
                                                                v_C_s_75 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (4LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (10LL)]);
                                                                v_C_s_76 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (4LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (11LL)]);
                                                                v_C_s_77 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (4LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (12LL)]);
                                                                v_C_s_78 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (4LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (13LL)]);
                                                                v_C_s_79 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (4LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (14LL)]);
                                                                v_C_s_80 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (4LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (15LL)]);
                                                                v_C_s_81 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (5LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (0LL)]);
                                                                v_C_s_82 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (5LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (1LL)]);
                                                                v_C_s_83 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (5LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (2LL)]);
                                                                v_C_s_84 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (5LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (3LL)]);
                                                                v_C_s_85 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (5LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (4LL)]);
                                                                v_C_s_86 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (5LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (5LL)]);
                                                                v_C_s_87 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (5LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (6LL)]);
                                                                v_C_s_88 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (5LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (7LL)]);
                                                                v_C_s_89 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (5LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (8LL)]);
                                                                v_C_s_90 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (5LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (9LL)]);
                                                                v_C_s_91 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (5LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (10LL)]);
                                                                v_C_s_92 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (5LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (11LL)]);
                                                                v_C_s_93 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (5LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (12LL)]);
                                                                v_C_s_94 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (5LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (13LL)]);
                                                                v_C_s_95 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (5LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (14LL)]);
                                                                v_C_s_96 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (5LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (15LL)]);
                                                            }
                                                        }
                                                        a_C[(v_i) * a_C_s0 + (v_j)] = v_C_s;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 1LL))] = v_C_s_2;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 2LL))] = v_C_s_3;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 3LL))] = v_C_s_4;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 4LL))] = v_C_s_5;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 5LL))] = v_C_s_6;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 6LL))] = v_C_s_7;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 7LL))] = v_C_s_8;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 8LL))] = v_C_s_9;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 9LL))] = v_C_s_10;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 10LL))] = v_C_s_11;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 11LL))] = v_C_s_12;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 12LL))] = v_C_s_13;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 13LL))] = v_C_s_14;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 14LL))] = v_C_s_15;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 15LL))] = v_C_s_16;
                                                        a_C[((v_i + 1LL)) * a_C_s0 + (v_j)] = v_C_s_17;
                                                        a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 1LL))] = v_C_s_18;
                                                        a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 2LL))] = v_C_s_19;
                                                        a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 3LL))] = v_C_s_20;
                                                        a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 4LL))] = v_C_s_21;
                                                        a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 5LL))] = v_C_s_22;
                                                        a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 6LL))] = v_C_s_23;
                                                        a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 7LL))] = v_C_s_24;
                                                        a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 8LL))] = v_C_s_25;
                                                        a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 9LL))] = v_C_s_26;
                                                        a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 10LL))] = v_C_s_27;
                                                        a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 11LL))] = v_C_s_28;
                                                        a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 12LL))] = v_C_s_29;
                                                        a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 13LL))] = v_C_s_30;
                                                        a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 14LL))] = v_C_s_31;
                                                        a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 15LL))] = v_C_s_32;
                                                        a_C[((v_i + 2LL)) * a_C_s0 + (v_j)] = v_C_s_33;
                                                        a_C[((v_i + 2LL)) * a_C_s0 + ((v_j + 1LL))] = v_C_s_34;
                                                        a_C[((v_i + 2LL)) * a_C_s0 + ((v_j + 2LL))] = v_C_s_35;
                                                        a_C[((v_i + 2LL)) * a_C_s0 + ((v_j + 3LL))] = v_C_s_36;
                                                        a_C[((v_i + 2LL)) * a_C_s0 + ((v_j + 4LL))] = v_C_s_37;
                                                        a_C[((v_i + 2LL)) * a_C_s0 + ((v_j + 5LL))] = v_C_s_38;
                                                        a_C[((v_i + 2LL)) * a_C_s0 + ((v_j + 6LL))] = v_C_s_39;
                                                        a_C[((v_i + 2LL)) * a_C_s0 + ((v_j + 7LL))] = v_C_s_40;
                                                        a_C[((v_i + 2LL)) * a_C_s0 + ((v_j + 8LL))] = v_C_s_41;
                                                        a_C[((v_i + 2LL)) * a_C_s0 + ((v_j + 9LL))] = v_C_s_42;
                                                        a_C[((v_i + 2LL)) * a_C_s0 + ((v_j + 10LL))] = v_C_s_43;
                                                        a_C[((v_i + 2LL)) * a_C_s0 + ((v_j + 11LL))] = v_C_s_44;
                                                        a_C[((v_i + 2LL)) * a_C_s0 + ((v_j + 12LL))] = v_C_s_45;
                                                        a_C[((v_i + 2LL)) * a_C_s0 + ((v_j + 13LL))] = v_C_s_46;
                                                        a_C[((v_i + 2LL)) * a_C_s0 + ((v_j + 14LL))] = v_C_s_47;
                                                        a_C[((v_i + 2LL)) * a_C_s0 + ((v_j + 15LL))] = v_C_s_48;
                                                        a_C[((v_i + 3LL)) * a_C_s0 + (v_j)] = v_C_s_49;
                                                        a_C[((v_i + 3LL)) * a_C_s0 + ((v_j + 1LL))] = v_C_s_50;
                                                        a_C[((v_i + 3LL)) * a_C_s0 + ((v_j + 2LL))] = v_C_s_51;
                                                        a_C[((v_i + 3LL)) * a_C_s0 + ((v_j + 3LL))] = v_C_s_52;
                                                        a_C[((v_i + 3LL)) * a_C_s0 + ((v_j + 4LL))] = v_C_s_53;
                                                        a_C[((v_i + 3LL)) * a_C_s0 + ((v_j + 5LL))] = v_C_s_54;
                                                        a_C[((v_i + 3LL)) * a_C_s0 + ((v_j + 6LL))] = v_C_s_55;
                                                        a_C[((v_i + 3LL)) * a_C_s0 + ((v_j + 7LL))] = v_C_s_56;
                                                        a_C[((v_i + 3LL)) * a_C_s0 + ((v_j + 8LL))] = v_C_s_57;
                                                        a_C[((v_i + 3LL)) * a_C_s0 + ((v_j + 9LL))] = v_C_s_58;
                                                        a_C[((v_i + 3LL)) * a_C_s0 + ((v_j + 10LL))] = v_C_s_59;
                                                        a_C[((v_i + 3LL)) * a_C_s0 + ((v_j + 11LL))] = v_C_s_60;
                                                        a_C[((v_i + 3LL)) * a_C_s0 + ((v_j + 12LL))] = v_C_s_61;
                                                        a_C[((v_i + 3LL)) * a_C_s0 + ((v_j + 13LL))] = v_C_s_62;
                                                        a_C[((v_i + 3LL)) * a_C_s0 + ((v_j + 14LL))] = v_C_s_63;
                                                        a_C[((v_i + 3LL)) * a_C_s0 + ((v_j + 15LL))] = v_C_s_64;
                                                        a_C[((v_i + 4LL)) * a_C_s0 + (v_j)] = v_C_s_65;
                                                        a_C[((v_i + 4LL)) * a_C_s0 + ((v_j + 1LL))] = v_C_s_66;
                                                        a_C[((v_i + 4LL)) * a_C_s0 + ((v_j + 2LL))] = v_C_s_67;
                                                        a_C[((v_i + 4LL)) * a_C_s0 + ((v_j + 3LL))] = v_C_s_68;
                                                        a_C[((v_i + 4LL)) * a_C_s0 + ((v_j + 4LL))] = v_C_s_69;
                                                        a_C[((v_i + 4LL)) * a_C_s0 + ((v_j + 5LL))] = v_C_s_70;
                                                        a_C[((v_i + 4LL)) * a_C_s0 + ((v_j + 6LL))] = v_C_s_71;
                                                        a_C[((v_i + 4LL)) * a_C_s0 + ((v_j + 7LL))] = v_C_s_72;
                                                        a_C[((v_i + 4LL)) * a_C_s0 + ((v_j + 8LL))] = v_C_s_73;
                                                        a_C[((v_i + 4LL)) * a_C_s0 + ((v_j + 9LL))] = v_C_s_74;
                                                        a_C[((v_i + 4LL)) * a_C_s0 + ((v_j + 10LL))] = v_C_s_75;
                                                        a_C[((v_i + 4LL)) * a_C_s0 + ((v_j + 11LL))] = v_C_s_76;
                                                        a_C[((v_i + 4LL)) * a_C_s0 + ((v_j + 12LL))] = v_C_s_77;
                                                        a_C[((v_i + 4LL)) * a_C_s0 + ((v_j + 13LL))] = v_C_s_78;
                                                        a_C[((v_i + 4LL)) * a_C_s0 + ((v_j + 14LL))] = v_C_s_79;
                                                        a_C[((v_i + 4LL)) * a_C_s0 + ((v_j + 15LL))] = v_C_s_80;
                                                        a_C[((v_i + 5LL)) * a_C_s0 + (v_j)] = v_C_s_81;
                                                        a_C[((v_i + 5LL)) * a_C_s0 + ((v_j + 1LL))] = v_C_s_82;
                                                        a_C[((v_i + 5LL)) * a_C_s0 + ((v_j + 2LL))] = v_C_s_83;
                                                        a_C[((v_i + 5LL)) * a_C_s0 + ((v_j + 3LL))] = v_C_s_84;
                                                        a_C[((v_i + 5LL)) * a_C_s0 + ((v_j + 4LL))] = v_C_s_85;
                                                        a_C[((v_i + 5LL)) * a_C_s0 + ((v_j + 5LL))] = v_C_s_86;
                                                        a_C[((v_i + 5LL)) * a_C_s0 + ((v_j + 6LL))] = v_C_s_87;
                                                        a_C[((v_i + 5LL)) * a_C_s0 + ((v_j + 7LL))] = v_C_s_88;
                                                        a_C[((v_i + 5LL)) * a_C_s0 + ((v_j + 8LL))] = v_C_s_89;
                                                        a_C[((v_i + 5LL)) * a_C_s0 + ((v_j + 9LL))] = v_C_s_90;
                                                        a_C[((v_i + 5LL)) * a_C_s0 + ((v_j + 10LL))] = v_C_s_91;
                                                        a_C[((v_i + 5LL)) * a_C_s0 + ((v_j + 11LL))] = v_C_s_92;
                                                        a_C[((v_i + 5LL)) * a_C_s0 + ((v_j + 12LL))] = v_C_s_93;
                                                        a_C[((v_i + 5LL)) * a_C_s0 + ((v_j + 13LL))] = v_C_s_94;
                                                        a_C[((v_i + 5LL)) * a_C_s0 + ((v_j + 14LL))] = v_C_s_95;
                                                        a_C[((v_i + 5LL)) * a_C_s0 + ((v_j + 15LL))] = v_C_s_96;
                                                    }
                                                }
                                            }
                                            { /* loop i_2_rem_2 */
                                                const int64_t lc_stop36 = ((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))), 0LL), 2LL) * 2LL));
                                                for (int64_t v_i = (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)); v_i < lc_stop36; v_i += 2LL) {
                                                    if ((v_k_o < lc_min_i64((v_k_o + 256LL), a_A_n1))) {
                                                        v_C_s_97 = a_C[(v_i) * a_C_s0 + (v_j)];
                                                        v_C_s_98 = a_C[(v_i) * a_C_s0 + ((v_j + 1LL))];
                                                        v_C_s_99 = a_C[(v_i) * a_C_s0 + ((v_j + 2LL))];
                                                        v_C_s_100 = a_C[(v_i) * a_C_s0 + ((v_j + 3LL))];
                                                        v_C_s_101 = a_C[(v_i) * a_C_s0 + ((v_j + 4LL))];
                                                        v_C_s_102 = a_C[(v_i) * a_C_s0 + ((v_j + 5LL))];
                                                        v_C_s_103 = a_C[(v_i) * a_C_s0 + ((v_j + 6LL))];
                                                        v_C_s_104 = a_C[(v_i) * a_C_s0 + ((v_j + 7LL))];
                                                        v_C_s_105 = a_C[(v_i) * a_C_s0 + ((v_j + 8LL))];
                                                        v_C_s_106 = a_C[(v_i) * a_C_s0 + ((v_j + 9LL))];
                                                        v_C_s_107 = a_C[(v_i) * a_C_s0 + ((v_j + 10LL))];
                                                        v_C_s_108 = a_C[(v_i) * a_C_s0 + ((v_j + 11LL))];
                                                        v_C_s_109 = a_C[(v_i) * a_C_s0 + ((v_j + 12LL))];
                                                        v_C_s_110 = a_C[(v_i) * a_C_s0 + ((v_j + 13LL))];
                                                        v_C_s_111 = a_C[(v_i) * a_C_s0 + ((v_j + 14LL))];
                                                        v_C_s_112 = a_C[(v_i) * a_C_s0 + ((v_j + 15LL))];
                                                        v_C_s_113 = a_C[((v_i + 1LL)) * a_C_s0 + (v_j)];
                                                        v_C_s_114 = a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 1LL))];
                                                        v_C_s_115 = a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 2LL))];
                                                        v_C_s_116 = a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 3LL))];
                                                        v_C_s_117 = a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 4LL))];
                                                        v_C_s_118 = a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 5LL))];
                                                        v_C_s_119 = a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 6LL))];
                                                        v_C_s_120 = a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 7LL))];
                                                        v_C_s_121 = a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 8LL))];
                                                        v_C_s_122 = a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 9LL))];
                                                        v_C_s_123 = a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 10LL))];
                                                        v_C_s_124 = a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 11LL))];
                                                        v_C_s_125 = a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 12LL))];
                                                        v_C_s_126 = a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 13LL))];
                                                        v_C_s_127 = a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 14LL))];
                                                        v_C_s_128 = a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 15LL))];
                                                        { /* loop k_rem_2 */
                                                            const int64_t lc_stop37 = lc_min_i64((v_k_o + 256LL), a_A_n1);
                                                            for (int64_t v_k = v_k_o; v_k < lc_stop37; v_k++) {
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64((v_i - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 1042, lc_mod_i64((v_i - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_97 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (0LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64((v_i - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 1048, lc_mod_i64((v_i - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_98 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (1LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64((v_i - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 1054, lc_mod_i64((v_i - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_99 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (2LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64((v_i - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 1060, lc_mod_i64((v_i - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_100 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (3LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64((v_i - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 1066, lc_mod_i64((v_i - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_101 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (4LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64((v_i - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 1072, lc_mod_i64((v_i - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_102 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (5LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64((v_i - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 1078, lc_mod_i64((v_i - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_103 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (6LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64((v_i - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 1084, lc_mod_i64((v_i - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_104 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (7LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64((v_i - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 1090, lc_mod_i64((v_i - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_105 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (8LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64((v_i - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 1096, lc_mod_i64((v_i - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_106 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (9LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64((v_i - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 1102, lc_mod_i64((v_i - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_107 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (10LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64((v_i - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 1108, lc_mod_i64((v_i - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_108 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (11LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64((v_i - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 1114, lc_mod_i64((v_i - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_109 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (12LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64((v_i - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 1120, lc_mod_i64((v_i - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_110 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (13LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64((v_i - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 1126, lc_mod_i64((v_i - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_111 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (14LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64((v_i - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 1132, lc_mod_i64((v_i - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_112 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (15LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 1138, lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_113 += ((v_alpha * a_A_pack[(lc_floordiv_i64(((v_i + 1LL) - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (0LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 1144, lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_114 += ((v_alpha * a_A_pack[(lc_floordiv_i64(((v_i + 1LL) - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (1LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 1150, lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_115 += ((v_alpha * a_A_pack[(lc_floordiv_i64(((v_i + 1LL) - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (2LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 1156, lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_116 += ((v_alpha * a_A_pack[(lc_floordiv_i64(((v_i + 1LL) - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (3LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 1162, lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_117 += ((v_alpha * a_A_pack[(lc_floordiv_i64(((v_i + 1LL) - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (4LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 1168, lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_118 += ((v_alpha * a_A_pack[(lc_floordiv_i64(((v_i + 1LL) - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (5LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 1174, lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_119 += ((v_alpha * a_A_pack[(lc_floordiv_i64(((v_i + 1LL) - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (6LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 1180, lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_120 += ((v_alpha * a_A_pack[(lc_floordiv_i64(((v_i + 1LL) - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (7LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 1186, lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_121 += ((v_alpha * a_A_pack[(lc_floordiv_i64(((v_i + 1LL) - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (8LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 1192, lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_122 += ((v_alpha * a_A_pack[(lc_floordiv_i64(((v_i + 1LL) - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (9LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 1198, lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_123 += ((v_alpha * a_A_pack[(lc_floordiv_i64(((v_i + 1LL) - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (10LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 1204, lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_124 += ((v_alpha * a_A_pack[(lc_floordiv_i64(((v_i + 1LL) - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (11LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 1210, lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_125 += ((v_alpha * a_A_pack[(lc_floordiv_i64(((v_i + 1LL) - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (12LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 1216, lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_126 += ((v_alpha * a_A_pack[(lc_floordiv_i64(((v_i + 1LL) - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (13LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 1222, lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_127 += ((v_alpha * a_A_pack[(lc_floordiv_i64(((v_i + 1LL) - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (14LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 1228, lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_128 += ((v_alpha * a_A_pack[(lc_floordiv_i64(((v_i + 1LL) - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (15LL)]);
                                                            }
                                                        }
                                                        a_C[(v_i) * a_C_s0 + (v_j)] = v_C_s_97;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 1LL))] = v_C_s_98;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 2LL))] = v_C_s_99;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 3LL))] = v_C_s_100;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 4LL))] = v_C_s_101;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 5LL))] = v_C_s_102;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 6LL))] = v_C_s_103;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 7LL))] = v_C_s_104;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 8LL))] = v_C_s_105;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 9LL))] = v_C_s_106;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 10LL))] = v_C_s_107;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 11LL))] = v_C_s_108;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 12LL))] = v_C_s_109;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 13LL))] = v_C_s_110;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 14LL))] = v_C_s_111;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 15LL))] = v_C_s_112;
                                                        a_C[((v_i + 1LL)) * a_C_s0 + (v_j)] = v_C_s_113;
                                                        a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 1LL))] = v_C_s_114;
                                                        a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 2LL))] = v_C_s_115;
                                                        a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 3LL))] = v_C_s_116;
                                                        a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 4LL))] = v_C_s_117;
                                                        a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 5LL))] = v_C_s_118;
                                                        a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 6LL))] = v_C_s_119;
                                                        a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 7LL))] = v_C_s_120;
                                                        a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 8LL))] = v_C_s_121;
                                                        a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 9LL))] = v_C_s_122;
                                                        a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 10LL))] = v_C_s_123;
                                                        a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 11LL))] = v_C_s_124;
                                                        a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 12LL))] = v_C_s_125;
                                                        a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 13LL))] = v_C_s_126;
                                                        a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 14LL))] = v_C_s_127;
                                                        a_C[((v_i + 1LL)) * a_C_s0 + ((v_j + 15LL))] = v_C_s_128;
                                                    }
                                                }
                                            }
                                            { /* loop i_2_rem_2_rem */
                                                const int64_t lc_stop38 = lc_min_i64((v_i_o + 384LL), a_A_n0);
                                                for (int64_t v_i = ((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))), 0LL), 2LL) * 2LL)); v_i < lc_stop38; v_i++) {
                                                    if ((v_k_o < lc_min_i64((v_k_o + 256LL), a_A_n1))) {
                                                        v_C_s_129 = a_C[(v_i) * a_C_s0 + (v_j)];
                                                        v_C_s_130 = a_C[(v_i) * a_C_s0 + ((v_j + 1LL))];
                                                        v_C_s_131 = a_C[(v_i) * a_C_s0 + ((v_j + 2LL))];
                                                        v_C_s_132 = a_C[(v_i) * a_C_s0 + ((v_j + 3LL))];
                                                        v_C_s_133 = a_C[(v_i) * a_C_s0 + ((v_j + 4LL))];
                                                        v_C_s_134 = a_C[(v_i) * a_C_s0 + ((v_j + 5LL))];
                                                        v_C_s_135 = a_C[(v_i) * a_C_s0 + ((v_j + 6LL))];
                                                        v_C_s_136 = a_C[(v_i) * a_C_s0 + ((v_j + 7LL))];
                                                        v_C_s_137 = a_C[(v_i) * a_C_s0 + ((v_j + 8LL))];
                                                        v_C_s_138 = a_C[(v_i) * a_C_s0 + ((v_j + 9LL))];
                                                        v_C_s_139 = a_C[(v_i) * a_C_s0 + ((v_j + 10LL))];
                                                        v_C_s_140 = a_C[(v_i) * a_C_s0 + ((v_j + 11LL))];
                                                        v_C_s_141 = a_C[(v_i) * a_C_s0 + ((v_j + 12LL))];
                                                        v_C_s_142 = a_C[(v_i) * a_C_s0 + ((v_j + 13LL))];
                                                        v_C_s_143 = a_C[(v_i) * a_C_s0 + ((v_j + 14LL))];
                                                        v_C_s_144 = a_C[(v_i) * a_C_s0 + ((v_j + 15LL))];
                                                        { /* loop k_rem_2_rem */
                                                            const int64_t lc_stop39 = lc_min_i64((v_k_o + 256LL), a_A_n1);
                                                            for (int64_t v_k = v_k_o; v_k < lc_stop39; v_k++) {
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64((v_i - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 1330, lc_mod_i64((v_i - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_129 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (0LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64((v_i - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 1336, lc_mod_i64((v_i - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_130 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (1LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64((v_i - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 1342, lc_mod_i64((v_i - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_131 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (2LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64((v_i - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 1348, lc_mod_i64((v_i - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_132 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (3LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64((v_i - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 1354, lc_mod_i64((v_i - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_133 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (4LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64((v_i - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 1360, lc_mod_i64((v_i - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_134 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (5LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64((v_i - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 1366, lc_mod_i64((v_i - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_135 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (6LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64((v_i - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 1372, lc_mod_i64((v_i - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_136 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (7LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64((v_i - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 1378, lc_mod_i64((v_i - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_137 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (8LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64((v_i - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 1384, lc_mod_i64((v_i - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_138 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (9LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64((v_i - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 1390, lc_mod_i64((v_i - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_139 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (10LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64((v_i - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 1396, lc_mod_i64((v_i - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_140 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (11LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64((v_i - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 1402, lc_mod_i64((v_i - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_141 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (12LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64((v_i - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 1408, lc_mod_i64((v_i - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_142 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (13LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64((v_i - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 1414, lc_mod_i64((v_i - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_143 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (14LL)]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64((v_i - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 1420, lc_mod_i64((v_i - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                v_C_s_144 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (15LL)]);
                                                            }
                                                        }
                                                        a_C[(v_i) * a_C_s0 + (v_j)] = v_C_s_129;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 1LL))] = v_C_s_130;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 2LL))] = v_C_s_131;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 3LL))] = v_C_s_132;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 4LL))] = v_C_s_133;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 5LL))] = v_C_s_134;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 6LL))] = v_C_s_135;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 7LL))] = v_C_s_136;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 8LL))] = v_C_s_137;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 9LL))] = v_C_s_138;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 10LL))] = v_C_s_139;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 11LL))] = v_C_s_140;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 12LL))] = v_C_s_141;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 13LL))] = v_C_s_142;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 14LL))] = v_C_s_143;
                                                        a_C[(v_i) * a_C_s0 + ((v_j + 15LL))] = v_C_s_144;
                                                    }
                                                }
                                            }
                                        }
                                    }
                                    if (lc_oob.site >= 0) { lc_status = lc_oob_fail(lc_res, lc_oob.site, lc_oob.value, lc_oob.extent); goto lc_exit; }
                                }
                                if (__builtin_expect((((v_k_o < lc_min_i64((v_k_o + 256LL), a_A_n1)) && (((0LL + v_i_o) <= (0LL + (v_i_o + (lc_floordiv_i64((((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) - v_i_o) - 1LL), 6LL) * 6LL)))) && ((0LL + (v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL))) <= (0LL + ((v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL)) + (lc_floordiv_i64(((lc_min_i64((v_j_o + 2048LL), a_B_n1) - (v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL))) - 1LL), 1LL) * 1LL))))))) && (((0LL + v_i_o)) < 0 || ((5LL + (v_i_o + (lc_floordiv_i64((((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) - v_i_o) - 1LL), 6LL) * 6LL)))) >= (a_C_n0)), 0)) {
                                    lc_status = lc_oob_fail(lc_res, 1466, (((0LL + v_i_o)) < 0 ? ((0LL + v_i_o)) : ((5LL + (v_i_o + (lc_floordiv_i64((((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) - v_i_o) - 1LL), 6LL) * 6LL))))), a_C_n0); goto lc_exit;
                                }
                                if (__builtin_expect((((v_k_o < lc_min_i64((v_k_o + 256LL), a_A_n1)) && (((0LL + v_i_o) <= (0LL + (v_i_o + (lc_floordiv_i64((((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) - v_i_o) - 1LL), 6LL) * 6LL)))) && ((0LL + (v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL))) <= (0LL + ((v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL)) + (lc_floordiv_i64(((lc_min_i64((v_j_o + 2048LL), a_B_n1) - (v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL))) - 1LL), 1LL) * 1LL))))))) && (((0LL + (v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL)))) < 0 || ((0LL + ((v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL)) + (lc_floordiv_i64(((lc_min_i64((v_j_o + 2048LL), a_B_n1) - (v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL))) - 1LL), 1LL) * 1LL)))) >= (a_C_n1)), 0)) {
                                    lc_status = lc_oob_fail(lc_res, 1457, (((0LL + (v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL)))) < 0 ? ((0LL + (v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL)))) : ((0LL + ((v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL)) + (lc_floordiv_i64(((lc_min_i64((v_j_o + 2048LL), a_B_n1) - (v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL))) - 1LL), 1LL) * 1LL))))), a_C_n1); goto lc_exit;
                                }
                                if (__builtin_expect((((v_k_o < lc_min_i64((v_k_o + 256LL), a_A_n1)) && ((((0LL + v_k_o) <= (0LL + (v_k_o + (lc_floordiv_i64(((lc_min_i64((v_k_o + 256LL), a_A_n1) - v_k_o) - 1LL), 1LL) * 1LL)))) && ((0LL + v_i_o) <= (0LL + (v_i_o + (lc_floordiv_i64((((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) - v_i_o) - 1LL), 6LL) * 6LL))))) && ((0LL + (v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL))) <= (0LL + ((v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL)) + (lc_floordiv_i64(((lc_min_i64((v_j_o + 2048LL), a_B_n1) - (v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL))) - 1LL), 1LL) * 1LL))))))) && (((0LL + lc_min_i64(lc_floordiv_i64(((0LL + v_i_o) + (-1LL * ((int64_t)v_i_o))), 6LL), lc_floordiv_i64(((0LL + (v_i_o + (lc_floordiv_i64((((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) - v_i_o) - 1LL), 6LL) * 6LL))) + (-1LL * ((int64_t)v_i_o))), 6LL)))) < 0 || ((0LL + lc_max_i64(lc_floordiv_i64(((0LL + v_i_o) + (-1LL * ((int64_t)v_i_o))), 6LL), lc_floordiv_i64(((0LL + (v_i_o + (lc_floordiv_i64((((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) - v_i_o) - 1LL), 6LL) * 6LL))) + (-1LL * ((int64_t)v_i_o))), 6LL)))) >= (a_A_pack_n0)), 0)) {
                                    lc_status = lc_oob_fail(lc_res, 1468, (((0LL + lc_min_i64(lc_floordiv_i64(((0LL + v_i_o) + (-1LL * ((int64_t)v_i_o))), 6LL), lc_floordiv_i64(((0LL + (v_i_o + (lc_floordiv_i64((((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) - v_i_o) - 1LL), 6LL) * 6LL))) + (-1LL * ((int64_t)v_i_o))), 6LL)))) < 0 ? ((0LL + lc_min_i64(lc_floordiv_i64(((0LL + v_i_o) + (-1LL * ((int64_t)v_i_o))), 6LL), lc_floordiv_i64(((0LL + (v_i_o + (lc_floordiv_i64((((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) - v_i_o) - 1LL), 6LL) * 6LL))) + (-1LL * ((int64_t)v_i_o))), 6LL)))) : ((0LL + lc_max_i64(lc_floordiv_i64(((0LL + v_i_o) + (-1LL * ((int64_t)v_i_o))), 6LL), lc_floordiv_i64(((0LL + (v_i_o + (lc_floordiv_i64((((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) - v_i_o) - 1LL), 6LL) * 6LL))) + (-1LL * ((int64_t)v_i_o))), 6LL))))), a_A_pack_n0); goto lc_exit;
                                }
                                if (__builtin_expect((((v_k_o < lc_min_i64((v_k_o + 256LL), a_A_n1)) && ((((0LL + v_k_o) <= (0LL + (v_k_o + (lc_floordiv_i64(((lc_min_i64((v_k_o + 256LL), a_A_n1) - v_k_o) - 1LL), 1LL) * 1LL)))) && ((0LL + v_i_o) <= (0LL + (v_i_o + (lc_floordiv_i64((((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) - v_i_o) - 1LL), 6LL) * 6LL))))) && ((0LL + (v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL))) <= (0LL + ((v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL)) + (lc_floordiv_i64(((lc_min_i64((v_j_o + 2048LL), a_B_n1) - (v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL))) - 1LL), 1LL) * 1LL))))))) && ((((0LL + v_k_o) + (-1LL * ((int64_t)v_k_o)))) < 0 || (((0LL + (v_k_o + (lc_floordiv_i64(((lc_min_i64((v_k_o + 256LL), a_A_n1) - v_k_o) - 1LL), 1LL) * 1LL))) + (-1LL * ((int64_t)v_k_o)))) >= (a_A_pack_n1)), 0)) {
                                    lc_status = lc_oob_fail(lc_res, 1469, ((((0LL + v_k_o) + (-1LL * ((int64_t)v_k_o)))) < 0 ? (((0LL + v_k_o) + (-1LL * ((int64_t)v_k_o)))) : (((0LL + (v_k_o + (lc_floordiv_i64(((lc_min_i64((v_k_o + 256LL), a_A_n1) - v_k_o) - 1LL), 1LL) * 1LL))) + (-1LL * ((int64_t)v_k_o))))), a_A_pack_n1); goto lc_exit;
                                }
                                if (__builtin_expect((((v_k_o < lc_min_i64((v_k_o + 256LL), a_A_n1)) && ((((0LL + v_k_o) <= (0LL + (v_k_o + (lc_floordiv_i64(((lc_min_i64((v_k_o + 256LL), a_A_n1) - v_k_o) - 1LL), 1LL) * 1LL)))) && ((0LL + v_i_o) <= (0LL + (v_i_o + (lc_floordiv_i64((((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) - v_i_o) - 1LL), 6LL) * 6LL))))) && ((0LL + (v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL))) <= (0LL + ((v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL)) + (lc_floordiv_i64(((lc_min_i64((v_j_o + 2048LL), a_B_n1) - (v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL))) - 1LL), 1LL) * 1LL))))))) && ((5LL) >= (a_A_pack_n2)), 0)) {
                                    lc_status = lc_oob_fail(lc_res, 1500, 5LL, a_A_pack_n2); goto lc_exit;
                                }
                                if (__builtin_expect((((v_k_o < lc_min_i64((v_k_o + 256LL), a_A_n1)) && ((((0LL + v_k_o) <= (0LL + (v_k_o + (lc_floordiv_i64(((lc_min_i64((v_k_o + 256LL), a_A_n1) - v_k_o) - 1LL), 1LL) * 1LL)))) && ((0LL + v_i_o) <= (0LL + (v_i_o + (lc_floordiv_i64((((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) - v_i_o) - 1LL), 6LL) * 6LL))))) && ((0LL + (v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL))) <= (0LL + ((v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL)) + (lc_floordiv_i64(((lc_min_i64((v_j_o + 2048LL), a_B_n1) - (v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL))) - 1LL), 1LL) * 1LL))))))) && (((0LL + lc_min_i64(lc_floordiv_i64(((0LL + (v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL))) + (-1LL * ((int64_t)v_j_o))), 16LL), lc_floordiv_i64(((0LL + ((v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL)) + (lc_floordiv_i64(((lc_min_i64((v_j_o + 2048LL), a_B_n1) - (v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL))) - 1LL), 1LL) * 1LL))) + (-1LL * ((int64_t)v_j_o))), 16LL)))) < 0 || ((0LL + lc_max_i64(lc_floordiv_i64(((0LL + (v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL))) + (-1LL * ((int64_t)v_j_o))), 16LL), lc_floordiv_i64(((0LL + ((v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL)) + (lc_floordiv_i64(((lc_min_i64((v_j_o + 2048LL), a_B_n1) - (v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL))) - 1LL), 1LL) * 1LL))) + (-1LL * ((int64_t)v_j_o))), 16LL)))) >= (a_B_pack_n0)), 0)) {
                                    lc_status = lc_oob_fail(lc_res, 1471, (((0LL + lc_min_i64(lc_floordiv_i64(((0LL + (v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL))) + (-1LL * ((int64_t)v_j_o))), 16LL), lc_floordiv_i64(((0LL + ((v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL)) + (lc_floordiv_i64(((lc_min_i64((v_j_o + 2048LL), a_B_n1) - (v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL))) - 1LL), 1LL) * 1LL))) + (-1LL * ((int64_t)v_j_o))), 16LL)))) < 0 ? ((0LL + lc_min_i64(lc_floordiv_i64(((0LL + (v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL))) + (-1LL * ((int64_t)v_j_o))), 16LL), lc_floordiv_i64(((0LL + ((v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL)) + (lc_floordiv_i64(((lc_min_i64((v_j_o + 2048LL), a_B_n1) - (v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL))) - 1LL), 1LL) * 1LL))) + (-1LL * ((int64_t)v_j_o))), 16LL)))) : ((0LL + lc_max_i64(lc_floordiv_i64(((0LL + (v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL))) + (-1LL * ((int64_t)v_j_o))), 16LL), lc_floordiv_i64(((0LL + ((v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL)) + (lc_floordiv_i64(((lc_min_i64((v_j_o + 2048LL), a_B_n1) - (v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL))) - 1LL), 1LL) * 1LL))) + (-1LL * ((int64_t)v_j_o))), 16LL))))), a_B_pack_n0); goto lc_exit;
                                }
                                if (__builtin_expect((((v_k_o < lc_min_i64((v_k_o + 256LL), a_A_n1)) && ((((0LL + v_k_o) <= (0LL + (v_k_o + (lc_floordiv_i64(((lc_min_i64((v_k_o + 256LL), a_A_n1) - v_k_o) - 1LL), 1LL) * 1LL)))) && ((0LL + v_i_o) <= (0LL + (v_i_o + (lc_floordiv_i64((((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) - v_i_o) - 1LL), 6LL) * 6LL))))) && ((0LL + (v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL))) <= (0LL + ((v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL)) + (lc_floordiv_i64(((lc_min_i64((v_j_o + 2048LL), a_B_n1) - (v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL))) - 1LL), 1LL) * 1LL))))))) && ((((0LL + v_k_o) + (-1LL * ((int64_t)v_k_o)))) < 0 || (((0LL + (v_k_o + (lc_floordiv_i64(((lc_min_i64((v_k_o + 256LL), a_A_n1) - v_k_o) - 1LL), 1LL) * 1LL))) + (-1LL * ((int64_t)v_k_o)))) >= (a_B_pack_n1)), 0)) {
                                    lc_status = lc_oob_fail(lc_res, 1472, ((((0LL + v_k_o) + (-1LL * ((int64_t)v_k_o)))) < 0 ? (((0LL + v_k_o) + (-1LL * ((int64_t)v_k_o)))) : (((0LL + (v_k_o + (lc_floordiv_i64(((lc_min_i64((v_k_o + 256LL), a_A_n1) - v_k_o) - 1LL), 1LL) * 1LL))) + (-1LL * ((int64_t)v_k_o))))), a_B_pack_n1); goto lc_exit;
                                }
                                if (__builtin_expect((((v_k_o < lc_min_i64((v_k_o + 256LL), a_A_n1)) && (((0LL + (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))) <= (0LL + ((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(((lc_min_i64((v_i_o + 384LL), a_A_n0) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))) - 1LL), 1LL) * 1LL)))) && ((0LL + (v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL))) <= (0LL + ((v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL)) + (lc_floordiv_i64(((lc_min_i64((v_j_o + 2048LL), a_B_n1) - (v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL))) - 1LL), 1LL) * 1LL))))))) && (((0LL + (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)))) < 0 || ((0LL + ((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(((lc_min_i64((v_i_o + 384LL), a_A_n0) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))) - 1LL), 1LL) * 1LL)))) >= (a_C_n0)), 0)) {
                                    lc_status = lc_oob_fail(lc_res, 1516, (((0LL + (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)))) < 0 ? ((0LL + (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)))) : ((0LL + ((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(((lc_min_i64((v_i_o + 384LL), a_A_n0) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))) - 1LL), 1LL) * 1LL))))), a_C_n0); goto lc_exit;
                                }
                                if (__builtin_expect((((v_k_o < lc_min_i64((v_k_o + 256LL), a_A_n1)) && (((0LL + (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))) <= (0LL + ((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(((lc_min_i64((v_i_o + 384LL), a_A_n0) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))) - 1LL), 1LL) * 1LL)))) && ((0LL + (v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL))) <= (0LL + ((v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL)) + (lc_floordiv_i64(((lc_min_i64((v_j_o + 2048LL), a_B_n1) - (v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL))) - 1LL), 1LL) * 1LL))))))) && (((0LL + (v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL)))) < 0 || ((0LL + ((v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL)) + (lc_floordiv_i64(((lc_min_i64((v_j_o + 2048LL), a_B_n1) - (v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL))) - 1LL), 1LL) * 1LL)))) >= (a_C_n1)), 0)) {
                                    lc_status = lc_oob_fail(lc_res, 1517, (((0LL + (v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL)))) < 0 ? ((0LL + (v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL)))) : ((0LL + ((v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL)) + (lc_floordiv_i64(((lc_min_i64((v_j_o + 2048LL), a_B_n1) - (v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL))) - 1LL), 1LL) * 1LL))))), a_C_n1); goto lc_exit;
                                }
                                if (__builtin_expect((((v_k_o < lc_min_i64((v_k_o + 256LL), a_A_n1)) && ((((0LL + v_k_o) <= (0LL + (v_k_o + (lc_floordiv_i64(((lc_min_i64((v_k_o + 256LL), a_A_n1) - v_k_o) - 1LL), 1LL) * 1LL)))) && ((0LL + (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))) <= (0LL + ((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(((lc_min_i64((v_i_o + 384LL), a_A_n0) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))) - 1LL), 1LL) * 1LL))))) && ((0LL + (v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL))) <= (0LL + ((v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL)) + (lc_floordiv_i64(((lc_min_i64((v_j_o + 2048LL), a_B_n1) - (v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL))) - 1LL), 1LL) * 1LL))))))) && (((0LL + lc_min_i64(lc_floordiv_i64(((0LL + (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))) + (-1LL * ((int64_t)v_i_o))), 6LL), lc_floordiv_i64(((0LL + ((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(((lc_min_i64((v_i_o + 384LL), a_A_n0) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))) - 1LL), 1LL) * 1LL))) + (-1LL * ((int64_t)v_i_o))), 6LL)))) < 0 || ((0LL + lc_max_i64(lc_floordiv_i64(((0LL + (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))) + (-1LL * ((int64_t)v_i_o))), 6LL), lc_floordiv_i64(((0LL + ((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(((lc_min_i64((v_i_o + 384LL), a_A_n0) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))) - 1LL), 1LL) * 1LL))) + (-1LL * ((int64_t)v_i_o))), 6LL)))) >= (a_A_pack_n0)), 0)) {
                                    lc_status = lc_oob_fail(lc_res, 1518, (((0LL + lc_min_i64(lc_floordiv_i64(((0LL + (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))) + (-1LL * ((int64_t)v_i_o))), 6LL), lc_floordiv_i64(((0LL + ((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(((lc_min_i64((v_i_o + 384LL), a_A_n0) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))) - 1LL), 1LL) * 1LL))) + (-1LL * ((int64_t)v_i_o))), 6LL)))) < 0 ? ((0LL + lc_min_i64(lc_floordiv_i64(((0LL + (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))) + (-1LL * ((int64_t)v_i_o))), 6LL), lc_floordiv_i64(((0LL + ((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(((lc_min_i64((v_i_o + 384LL), a_A_n0) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))) - 1LL), 1LL) * 1LL))) + (-1LL * ((int64_t)v_i_o))), 6LL)))) : ((0LL + lc_max_i64(lc_floordiv_i64(((0LL + (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))) + (-1LL * ((int64_t)v_i_o))), 6LL), lc_floordiv_i64(((0LL + ((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(((lc_min_i64((v_i_o + 384LL), a_A_n0) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))) - 1LL), 1LL) * 1LL))) + (-1LL * ((int64_t)v_i_o))), 6LL))))), a_A_pack_n0); goto lc_exit;
                                }
                                if (__builtin_expect((((v_k_o < lc_min_i64((v_k_o + 256LL), a_A_n1)) && ((((0LL + v_k_o) <= (0LL + (v_k_o + (lc_floordiv_i64(((lc_min_i64((v_k_o + 256LL), a_A_n1) - v_k_o) - 1LL), 1LL) * 1LL)))) && ((0LL + (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))) <= (0LL + ((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(((lc_min_i64((v_i_o + 384LL), a_A_n0) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))) - 1LL), 1LL) * 1LL))))) && ((0LL + (v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL))) <= (0LL + ((v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL)) + (lc_floordiv_i64(((lc_min_i64((v_j_o + 2048LL), a_B_n1) - (v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL))) - 1LL), 1LL) * 1LL))))))) && ((((0LL + v_k_o) + (-1LL * ((int64_t)v_k_o)))) < 0 || (((0LL + (v_k_o + (lc_floordiv_i64(((lc_min_i64((v_k_o + 256LL), a_A_n1) - v_k_o) - 1LL), 1LL) * 1LL))) + (-1LL * ((int64_t)v_k_o)))) >= (a_A_pack_n1)), 0)) {
                                    lc_status = lc_oob_fail(lc_res, 1519, ((((0LL + v_k_o) + (-1LL * ((int64_t)v_k_o)))) < 0 ? (((0LL + v_k_o) + (-1LL * ((int64_t)v_k_o)))) : (((0LL + (v_k_o + (lc_floordiv_i64(((lc_min_i64((v_k_o + 256LL), a_A_n1) - v_k_o) - 1LL), 1LL) * 1LL))) + (-1LL * ((int64_t)v_k_o))))), a_A_pack_n1); goto lc_exit;
                                }
                                if (__builtin_expect((((v_k_o < lc_min_i64((v_k_o + 256LL), a_A_n1)) && ((((0LL + v_k_o) <= (0LL + (v_k_o + (lc_floordiv_i64(((lc_min_i64((v_k_o + 256LL), a_A_n1) - v_k_o) - 1LL), 1LL) * 1LL)))) && ((0LL + (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))) <= (0LL + ((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(((lc_min_i64((v_i_o + 384LL), a_A_n0) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))) - 1LL), 1LL) * 1LL))))) && ((0LL + (v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL))) <= (0LL + ((v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL)) + (lc_floordiv_i64(((lc_min_i64((v_j_o + 2048LL), a_B_n1) - (v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL))) - 1LL), 1LL) * 1LL))))))) && (((0LL + lc_min_i64(lc_floordiv_i64(((0LL + (v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL))) + (-1LL * ((int64_t)v_j_o))), 16LL), lc_floordiv_i64(((0LL + ((v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL)) + (lc_floordiv_i64(((lc_min_i64((v_j_o + 2048LL), a_B_n1) - (v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL))) - 1LL), 1LL) * 1LL))) + (-1LL * ((int64_t)v_j_o))), 16LL)))) < 0 || ((0LL + lc_max_i64(lc_floordiv_i64(((0LL + (v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL))) + (-1LL * ((int64_t)v_j_o))), 16LL), lc_floordiv_i64(((0LL + ((v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL)) + (lc_floordiv_i64(((lc_min_i64((v_j_o + 2048LL), a_B_n1) - (v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL))) - 1LL), 1LL) * 1LL))) + (-1LL * ((int64_t)v_j_o))), 16LL)))) >= (a_B_pack_n0)), 0)) {
                                    lc_status = lc_oob_fail(lc_res, 1521, (((0LL + lc_min_i64(lc_floordiv_i64(((0LL + (v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL))) + (-1LL * ((int64_t)v_j_o))), 16LL), lc_floordiv_i64(((0LL + ((v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL)) + (lc_floordiv_i64(((lc_min_i64((v_j_o + 2048LL), a_B_n1) - (v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL))) - 1LL), 1LL) * 1LL))) + (-1LL * ((int64_t)v_j_o))), 16LL)))) < 0 ? ((0LL + lc_min_i64(lc_floordiv_i64(((0LL + (v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL))) + (-1LL * ((int64_t)v_j_o))), 16LL), lc_floordiv_i64(((0LL + ((v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL)) + (lc_floordiv_i64(((lc_min_i64((v_j_o + 2048LL), a_B_n1) - (v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL))) - 1LL), 1LL) * 1LL))) + (-1LL * ((int64_t)v_j_o))), 16LL)))) : ((0LL + lc_max_i64(lc_floordiv_i64(((0LL + (v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL))) + (-1LL * ((int64_t)v_j_o))), 16LL), lc_floordiv_i64(((0LL + ((v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL)) + (lc_floordiv_i64(((lc_min_i64((v_j_o + 2048LL), a_B_n1) - (v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL))) - 1LL), 1LL) * 1LL))) + (-1LL * ((int64_t)v_j_o))), 16LL))))), a_B_pack_n0); goto lc_exit;
                                }
                                if (__builtin_expect((((v_k_o < lc_min_i64((v_k_o + 256LL), a_A_n1)) && ((((0LL + v_k_o) <= (0LL + (v_k_o + (lc_floordiv_i64(((lc_min_i64((v_k_o + 256LL), a_A_n1) - v_k_o) - 1LL), 1LL) * 1LL)))) && ((0LL + (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))) <= (0LL + ((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(((lc_min_i64((v_i_o + 384LL), a_A_n0) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))) - 1LL), 1LL) * 1LL))))) && ((0LL + (v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL))) <= (0LL + ((v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL)) + (lc_floordiv_i64(((lc_min_i64((v_j_o + 2048LL), a_B_n1) - (v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL))) - 1LL), 1LL) * 1LL))))))) && ((((0LL + v_k_o) + (-1LL * ((int64_t)v_k_o)))) < 0 || (((0LL + (v_k_o + (lc_floordiv_i64(((lc_min_i64((v_k_o + 256LL), a_A_n1) - v_k_o) - 1LL), 1LL) * 1LL))) + (-1LL * ((int64_t)v_k_o)))) >= (a_B_pack_n1)), 0)) {
                                    lc_status = lc_oob_fail(lc_res, 1522, ((((0LL + v_k_o) + (-1LL * ((int64_t)v_k_o)))) < 0 ? (((0LL + v_k_o) + (-1LL * ((int64_t)v_k_o)))) : (((0LL + (v_k_o + (lc_floordiv_i64(((lc_min_i64((v_k_o + 256LL), a_A_n1) - v_k_o) - 1LL), 1LL) * 1LL))) + (-1LL * ((int64_t)v_k_o))))), a_B_pack_n1); goto lc_exit;
                                }
                                { /* loop j_2_rem */
                                    const int64_t lc_stop40 = lc_min_i64((v_j_o + 2048LL), a_B_n1);
                                    if (lc_nthreads > 1 && ((lc_stop40 - ((v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL)))) * (((((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))) - (v_i_o)) / 6) * (((lc_min_i64((v_k_o + 256LL), a_A_n1)) - (v_k_o)) * (6) + 12) + ((lc_min_i64((v_i_o + 384LL), a_A_n0)) - ((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)))) * (((lc_min_i64((v_k_o + 256LL), a_A_n1)) - (v_k_o)) * (1) + 2))) >= 100000) {
                                        #pragma omp parallel for schedule(static) num_threads(lc_nthreads) private(v_C_s_145, v_C_s_146, v_C_s_147, v_C_s_148, v_C_s_149, v_C_s_150, v_C_s_151)
                                        for (int64_t v_j = (v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL)); v_j < lc_stop40; v_j++) {
                                            { /* loop i_2_rem */
                                                const int64_t lc_stop41 = (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL));
                                                for (int64_t v_i = v_i_o; v_i < lc_stop41; v_i += 6LL) {
                                                    if ((v_k_o < lc_min_i64((v_k_o + 256LL), a_A_n1))) {
                                                        v_C_s_145 = a_C[(v_i) * a_C_s0 + (v_j)];
                                                        v_C_s_146 = a_C[((v_i + 1LL)) * a_C_s0 + (v_j)];
                                                        v_C_s_147 = a_C[((v_i + 2LL)) * a_C_s0 + (v_j)];
                                                        v_C_s_148 = a_C[((v_i + 3LL)) * a_C_s0 + (v_j)];
                                                        v_C_s_149 = a_C[((v_i + 4LL)) * a_C_s0 + (v_j)];
                                                        v_C_s_150 = a_C[((v_i + 5LL)) * a_C_s0 + (v_j)];
                                                        { /* loop k_rem */
                                                            const int64_t lc_stop42 = lc_min_i64((v_k_o + 256LL), a_A_n1);
                                                            for (int64_t v_k = v_k_o; v_k < lc_stop42; v_k++) {
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64((v_j - v_j_o), 16LL)) >= (uint64_t)(a_B_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 1473, lc_mod_i64((v_j - v_j_o), 16LL), a_B_pack_n2); break;
                                                                }
                                                                v_C_s_145 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (0LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (lc_mod_i64((v_j - v_j_o), 16LL))]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64((v_j - v_j_o), 16LL)) >= (uint64_t)(a_B_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 1479, lc_mod_i64((v_j - v_j_o), 16LL), a_B_pack_n2); break;
                                                                }
                                                                v_C_s_146 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (1LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (lc_mod_i64((v_j - v_j_o), 16LL))]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64((v_j - v_j_o), 16LL)) >= (uint64_t)(a_B_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 1485, lc_mod_i64((v_j - v_j_o), 16LL), a_B_pack_n2); break;
                                                                }
                                                                v_C_s_147 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (2LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (lc_mod_i64((v_j - v_j_o), 16LL))]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64((v_j - v_j_o), 16LL)) >= (uint64_t)(a_B_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 1491, lc_mod_i64((v_j - v_j_o), 16LL), a_B_pack_n2); break;
                                                                }
                                                                v_C_s_148 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (3LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (lc_mod_i64((v_j - v_j_o), 16LL))]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64((v_j - v_j_o), 16LL)) >= (uint64_t)(a_B_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 1497, lc_mod_i64((v_j - v_j_o), 16LL), a_B_pack_n2); break;
                                                                }
                                                                v_C_s_149 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (4LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (lc_mod_i64((v_j - v_j_o), 16LL))]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64((v_j - v_j_o), 16LL)) >= (uint64_t)(a_B_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 1503, lc_mod_i64((v_j - v_j_o), 16LL), a_B_pack_n2); break;
                                                                }
                                                                v_C_s_150 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (5LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (lc_mod_i64((v_j - v_j_o), 16LL))]);
                                                            }
                                                        }
                                                        a_C[(v_i) * a_C_s0 + (v_j)] = v_C_s_145;
                                                        a_C[((v_i + 1LL)) * a_C_s0 + (v_j)] = v_C_s_146;
                                                        a_C[((v_i + 2LL)) * a_C_s0 + (v_j)] = v_C_s_147;
                                                        a_C[((v_i + 3LL)) * a_C_s0 + (v_j)] = v_C_s_148;
                                                        a_C[((v_i + 4LL)) * a_C_s0 + (v_j)] = v_C_s_149;
                                                        a_C[((v_i + 5LL)) * a_C_s0 + (v_j)] = v_C_s_150;
                                                    }
                                                }
                                            }
                                            { /* loop i_2_rem_rem */
                                                const int64_t lc_stop43 = lc_min_i64((v_i_o + 384LL), a_A_n0);
                                                for (int64_t v_i = (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)); v_i < lc_stop43; v_i++) {
                                                    if ((v_k_o < lc_min_i64((v_k_o + 256LL), a_A_n1))) {
                                                        v_C_s_151 = a_C[(v_i) * a_C_s0 + (v_j)];
                                                        { /* loop k_rem_rem */
                                                            const int64_t lc_stop44 = lc_min_i64((v_k_o + 256LL), a_A_n1);
                                                            for (int64_t v_k = v_k_o; v_k < lc_stop44; v_k++) {
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64((v_i - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 1520, lc_mod_i64((v_i - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64((v_j - v_j_o), 16LL)) >= (uint64_t)(a_B_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 1523, lc_mod_i64((v_j - v_j_o), 16LL), a_B_pack_n2); break;
                                                                }
                                                                v_C_s_151 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (lc_mod_i64((v_j - v_j_o), 16LL))]);
                                                            }
                                                        }
                                                        a_C[(v_i) * a_C_s0 + (v_j)] = v_C_s_151;
                                                    }
                                                }
                                            }
                                        }
                                    } else {
                                        for (int64_t v_j = (v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL)); v_j < lc_stop40; v_j++) {
                                            { /* loop i_2_rem */
                                                const int64_t lc_stop45 = (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL));
                                                for (int64_t v_i = v_i_o; v_i < lc_stop45; v_i += 6LL) {
                                                    if ((v_k_o < lc_min_i64((v_k_o + 256LL), a_A_n1))) {
                                                        v_C_s_145 = a_C[(v_i) * a_C_s0 + (v_j)];
                                                        v_C_s_146 = a_C[((v_i + 1LL)) * a_C_s0 + (v_j)];
                                                        v_C_s_147 = a_C[((v_i + 2LL)) * a_C_s0 + (v_j)];
                                                        v_C_s_148 = a_C[((v_i + 3LL)) * a_C_s0 + (v_j)];
                                                        v_C_s_149 = a_C[((v_i + 4LL)) * a_C_s0 + (v_j)];
                                                        v_C_s_150 = a_C[((v_i + 5LL)) * a_C_s0 + (v_j)];
                                                        { /* loop k_rem */
                                                            const int64_t lc_stop46 = lc_min_i64((v_k_o + 256LL), a_A_n1);
                                                            for (int64_t v_k = v_k_o; v_k < lc_stop46; v_k++) {
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64((v_j - v_j_o), 16LL)) >= (uint64_t)(a_B_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 1473, lc_mod_i64((v_j - v_j_o), 16LL), a_B_pack_n2); break;
                                                                }
                                                                v_C_s_145 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (0LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (lc_mod_i64((v_j - v_j_o), 16LL))]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64((v_j - v_j_o), 16LL)) >= (uint64_t)(a_B_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 1479, lc_mod_i64((v_j - v_j_o), 16LL), a_B_pack_n2); break;
                                                                }
                                                                v_C_s_146 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (1LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (lc_mod_i64((v_j - v_j_o), 16LL))]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64((v_j - v_j_o), 16LL)) >= (uint64_t)(a_B_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 1485, lc_mod_i64((v_j - v_j_o), 16LL), a_B_pack_n2); break;
                                                                }
                                                                v_C_s_147 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (2LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (lc_mod_i64((v_j - v_j_o), 16LL))]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64((v_j - v_j_o), 16LL)) >= (uint64_t)(a_B_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 1491, lc_mod_i64((v_j - v_j_o), 16LL), a_B_pack_n2); break;
                                                                }
                                                                v_C_s_148 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (3LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (lc_mod_i64((v_j - v_j_o), 16LL))]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64((v_j - v_j_o), 16LL)) >= (uint64_t)(a_B_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 1497, lc_mod_i64((v_j - v_j_o), 16LL), a_B_pack_n2); break;
                                                                }
                                                                v_C_s_149 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (4LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (lc_mod_i64((v_j - v_j_o), 16LL))]);
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64((v_j - v_j_o), 16LL)) >= (uint64_t)(a_B_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 1503, lc_mod_i64((v_j - v_j_o), 16LL), a_B_pack_n2); break;
                                                                }
                                                                v_C_s_150 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (5LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (lc_mod_i64((v_j - v_j_o), 16LL))]);
                                                            }
                                                        }
                                                        a_C[(v_i) * a_C_s0 + (v_j)] = v_C_s_145;
                                                        a_C[((v_i + 1LL)) * a_C_s0 + (v_j)] = v_C_s_146;
                                                        a_C[((v_i + 2LL)) * a_C_s0 + (v_j)] = v_C_s_147;
                                                        a_C[((v_i + 3LL)) * a_C_s0 + (v_j)] = v_C_s_148;
                                                        a_C[((v_i + 4LL)) * a_C_s0 + (v_j)] = v_C_s_149;
                                                        a_C[((v_i + 5LL)) * a_C_s0 + (v_j)] = v_C_s_150;
                                                    }
                                                }
                                            }
                                            { /* loop i_2_rem_rem */
                                                const int64_t lc_stop47 = lc_min_i64((v_i_o + 384LL), a_A_n0);
                                                for (int64_t v_i = (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)); v_i < lc_stop47; v_i++) {
                                                    if ((v_k_o < lc_min_i64((v_k_o + 256LL), a_A_n1))) {
                                                        v_C_s_151 = a_C[(v_i) * a_C_s0 + (v_j)];
                                                        { /* loop k_rem_rem */
                                                            const int64_t lc_stop48 = lc_min_i64((v_k_o + 256LL), a_A_n1);
                                                            for (int64_t v_k = v_k_o; v_k < lc_stop48; v_k++) {
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64((v_i - v_i_o), 6LL)) >= (uint64_t)(a_A_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 1520, lc_mod_i64((v_i - v_i_o), 6LL), a_A_pack_n2); break;
                                                                }
                                                                if (__builtin_expect((uint64_t)(lc_mod_i64((v_j - v_j_o), 16LL)) >= (uint64_t)(a_B_pack_n2), 0)) {
                                                                    lc_oob_note(&lc_oob, 1523, lc_mod_i64((v_j - v_j_o), 16LL), a_B_pack_n2); break;
                                                                }
                                                                v_C_s_151 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (lc_mod_i64((v_j - v_j_o), 16LL))]);
                                                            }
                                                        }
                                                        a_C[(v_i) * a_C_s0 + (v_j)] = v_C_s_151;
                                                    }
                                                }
                                            }
                                        }
                                    }
                                    if (lc_oob.site >= 0) { lc_status = lc_oob_fail(lc_res, lc_oob.site, lc_oob.value, lc_oob.extent); goto lc_exit; }
                                }
                            }
                        }
                    }
                }
            }
        }
    }
lc_exit:
    lc_release(a_C_buf);
    lc_release(a_A_buf);
    lc_release(a_B_buf);
    lc_release(a_C_matmul_buf);
    lc_release(a_B_pack_buf);
    lc_release(a_A_pack_buf);
    return lc_status;
}

static PyObject* lc_call(long lc_req, PyObject* const* args, Py_ssize_t nargs) {
    if (nargs != 5) Py_RETURN_NOTIMPLEMENTED;
    if (!(PyFloat_CheckExact(args[0]))) Py_RETURN_NOTIMPLEMENTED;
    double sc0 = (double)PyFloat_AS_DOUBLE(args[0]);
    if (!(PyFloat_CheckExact(args[1]))) Py_RETURN_NOTIMPLEMENTED;
    double sc1 = (double)PyFloat_AS_DOUBLE(args[1]);
    if (!PyArray_Check(args[2])) Py_RETURN_NOTIMPLEMENTED;
    PyArrayObject* arr2 = (PyArrayObject*)args[2];
    if (PyArray_TYPE(arr2) != NPY_FLOAT64 || PyArray_NDIM(arr2) != 2 || !PyArray_IS_C_CONTIGUOUS(arr2)) Py_RETURN_NOTIMPLEMENTED;
    if (!PyArray_ISWRITEABLE(arr2)) { PyErr_SetString(PyExc_ValueError, "assignment destination is read-only (argument C)"); return NULL; }
    if (!PyArray_Check(args[3])) Py_RETURN_NOTIMPLEMENTED;
    PyArrayObject* arr3 = (PyArrayObject*)args[3];
    if (PyArray_TYPE(arr3) != NPY_FLOAT64 || PyArray_NDIM(arr3) != 2 || !PyArray_IS_C_CONTIGUOUS(arr3)) Py_RETURN_NOTIMPLEMENTED;
    if (!PyArray_Check(args[4])) Py_RETURN_NOTIMPLEMENTED;
    PyArrayObject* arr4 = (PyArrayObject*)args[4];
    if (PyArray_TYPE(arr4) != NPY_FLOAT64 || PyArray_NDIM(arr4) != 2 || !PyArray_IS_C_CONTIGUOUS(arr4)) Py_RETURN_NOTIMPLEMENTED;
    {
        PyArrayObject* lc_arrs[3] = {arr2, arr3, arr4};
        if (lc_overlap(lc_arrs, 3)) Py_RETURN_NOTIMPLEMENTED;
    }
    lc_result res; res.err_kind = 0; res.err_msg = ""; res.err_site = -1;
    int status;
    lc_begin_call(lc_req);
    Py_BEGIN_ALLOW_THREADS
    status = lc_kernel(sc0, sc1, (double*)PyArray_DATA(arr2), (int64_t)PyArray_DIMS(arr2)[0], (int64_t)PyArray_DIMS(arr2)[1], (double*)PyArray_DATA(arr3), (int64_t)PyArray_DIMS(arr3)[0], (int64_t)PyArray_DIMS(arr3)[1], (double*)PyArray_DATA(arr4), (int64_t)PyArray_DIMS(arr4)[0], (int64_t)PyArray_DIMS(arr4)[1], &res);
    Py_END_ALLOW_THREADS
    if (status != 0) return lc_raise(&res);
    Py_RETURN_NONE;
}

/* run(*args): on set_num_threads' count; run_threads(req, *args): on the count lc_begin_call
   makes of req (the jit dispatcher's entry point, so each jit function has its own count) */
static PyObject* lc_run(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
    return lc_call(lc_default_nthreads, args, nargs);
}
static PyObject* lc_run_threads(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
    if (nargs < 1) Py_RETURN_NOTIMPLEMENTED;
    long req = PyLong_AsLong(args[0]);
    if (req == -1 && PyErr_Occurred()) return NULL;
    return lc_call(req, args + 1, nargs - 1);
}
static PyMethodDef lc_methods[] = {
    {"run", (PyCFunction)(void(*)(void))lc_run, METH_FASTCALL, "run the compiled kernel"},
    {"run_threads", (PyCFunction)(void(*)(void))lc_run_threads, METH_FASTCALL,
     "run the compiled kernel on the thread count the first argument requests"},
    {"set_num_threads", lc_set_num_threads, METH_O, "threads for run()"},
    {"last_num_threads", lc_last_num_threads, METH_NOARGS,
     "the thread count of this thread's last call"},
    {NULL, NULL, 0, NULL}
};
static struct PyModuleDef lc_module = {PyModuleDef_HEAD_INIT, "lc_golden", NULL, -1,
                                       lc_methods};
PyMODINIT_FUNC PyInit_lc_golden(void) {
    import_array();
    return PyModule_Create(&lc_module);
}
