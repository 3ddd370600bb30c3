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
 * (see LC_MK_DIRECT_A, LC_MK_DIRECT_B); products of at most LC_MK_SKINNY_ROWS rows (a network
 * at batch 1) pack nothing and stream B once (gemm_skinny.h, pasted before this file). mc, kc
 * and nc are arguments: the Python side derives them from the cache sizes
 * (loopcraft.libops.microkernel) and a recipe may override them.
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
#ifndef LC_KERNEL_API  /* static when pasted into a module; exported from the kernel library */
#define LC_KERNEL_API static
#endif
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
 *                        bias, sbias, act, act_a, act_b, mc, kc, nc, threads, bpacked):
 * C (m x n) = act(alpha * A (m x k) @ B (k x n) + beta * C (+ bias[j * sbias] when bias is not
 * NULL)), act one of activation.h's (0: none, 1: relu, applied in the register tile),
 * strides in elements. Returns 0, or -1 when the packing buffer cannot be allocated (C is
 * then untouched). The epilogue is applied in the write-back of the last kc block (last).
 * bpacked: NULL, or B already packed by lc_mk_prepack_b (a model's constant weight, packed once
 * by the compiled model): then no panel of B is packed or read in place on the blocked path
 * (the skinny path, a few rows, still streams B itself).
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
            if (last && act > 1)  /* the tile is in L1: one vector loop per row */            \
                for (int64_t r = 0; r < rows_; r++)                                            \
                    lc_act_row_##SFX(cp_ + r * sc0, NR, (T)0, act, (T)act_a, (T)act_b);        \
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
                    *o = last ? lc_act_##SFX(v, act, (T)act_a, (T)act_b) : v;                  \
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
                const int direct_b = !bpacked && sb1 == 1 && nb % NR == 0                      \
                                     && LC_MK_DIRECT_B(m, kb, nb, (int64_t)sizeof(T), sb0);    \
                /* pre-packed: full-k micro-panels, panel jc / NR + jr at (jc + jr NR) k */   \
                const T* bsrc = bpacked ? bpacked + jc * k + pc * NR                           \
                                : direct_b ? B + pc * sb0 + jc : bpack;                        \
                const int64_t bpanel = bpacked ? NR * k : direct_b ? NR : NR * kb;             \
                const int64_t bs = direct_b ? sb0 : NR;                                        \
                if (!direct_b && !bpacked) {                                                   \
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
LC_MK_DEFINE_SKINNY(ISA, SFX, T, NR)                                                           \
/* The whole of a constant B (k x n, any strides) packed once, for the bpacked argument: the   \
 * pack_b layout with kb = k, so ceil(n / NR) micro-panels of NR * k values (zero-padded       \
 * columns); any kc and nc read their blocks of it in place (see LC_MK_BODY). */              \
LC_KERNEL_API void lc_mk_prepack_b_##ISA##_##SFX(const T* B, int64_t sb0, int64_t sb1,         \
                                                 int64_t k, int64_t n, T* dst) {               \
    lc_mk_pack_b_##ISA##_##SFX(B, sb0, sb1, k, n, 0, (n + NR - 1) / NR, dst);                  \
}                                                                                              \
LC_KERNEL_API int lc_mk_gemm_##ISA##_##SFX(int64_t m, int64_t n, int64_t k, T alpha,           \
                                    const T* A, int64_t sa0, int64_t sa1,                      \
                                    const T* B, int64_t sb0, int64_t sb1, T beta,              \
                                    T* C, int64_t sc0, int64_t sc1,                            \
                                    const T* bias_in, int64_t sbias, int act, double act_a,    \
                                    double act_b, int64_t mc, int64_t kc, int64_t nc,          \
                                    int threads, const T* bpacked) {                           \
    if (m <= 0 || n <= 0) return 0;                                                            \
    /* relu in the register tile; another activation on the tile just stored (LC_MK_TILE) */ \
    const int relu = act == 1;                                                                 \
    if (k <= 0) {  /* an empty sum: C = beta * C, then the epilogue */                         \
        for (int64_t i = 0; i < m; i++)                                                        \
            for (int64_t j = 0; j < n; j++) {                                                  \
                T v = beta == (T)0 ? (T)0 : beta * C[i * sc0 + j * sc1];                       \
                if (bias_in) v += bias_in[j * sbias];                                          \
                C[i * sc0 + j * sc1] = lc_act_##SFX(v, act, (T)act_a, (T)act_b);               \
            }                                                                                  \
        return 0;                                                                              \
    }                                                                                          \
    if (m <= LC_MK_SKINNY_ROWS && (sb1 == 1 || (sb0 == 1 && sa1 == 1))) {                      \
        /* a few rows: B streamed in place, nothing packed (gemm_skinny.h) */                  \
        const int team = (double)m * (double)n * (double)k < LC_MK_SERIAL_WORK ? 1 : threads;  \
        lc_mk_skinny_##ISA##_##SFX(m, n, k, alpha, A, sa0, sa1, B, sb0, sb1, beta, C, sc0,     \
                                   sc1, bias_in, sbias, act, (T)act_a, (T)act_b,               \
                                   team < 1 ? 1 : team);                                       \
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
    const size_t bbytes = all_direct_b || bpacked ? 0 : LC_MK_PART(kc * nc, T);               \
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
#if !defined(LC_KERNEL_ONLY) || defined(LC_KERNEL_ONLY_avx512_f64)
LC_MK_DEFINE_GEMM(avx512, f64, double, 12, 16, 8, 4)
#endif
#if !defined(LC_KERNEL_ONLY) || defined(LC_KERNEL_ONLY_avx512_f32)
LC_MK_DEFINE_GEMM(avx512, f32, float, 12, 32, 8, 4)
#endif
#endif
#if defined(__AVX2__) && defined(__FMA__)
#if !defined(LC_KERNEL_ONLY) || defined(LC_KERNEL_ONLY_avx2_f64)
LC_MK_DEFINE_GEMM(avx2, f64, double, 6, 8, 4, 2)
#endif
#if !defined(LC_KERNEL_ONLY) || defined(LC_KERNEL_ONLY_avx2_f32)
LC_MK_DEFINE_GEMM(avx2, f32, float, 6, 16, 4, 2)
#endif
#endif
#if !defined(LC_KERNEL_ONLY) || defined(LC_KERNEL_ONLY_generic_f64)
LC_MK_DEFINE_GEMM(generic, f64, double, 4, 4, 2, 1)
#endif
#if !defined(LC_KERNEL_ONLY) || defined(LC_KERNEL_ONLY_generic_f32)
LC_MK_DEFINE_GEMM(generic, f32, float, 4, 8, 2, 1)
#endif

#endif /* LC_MK_GEMM_H */
