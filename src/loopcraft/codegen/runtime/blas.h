
#ifndef LC_BLAS_PRELUDE  /* once per translation unit (test batches hold several modules) */
#define LC_BLAS_PRELUDE
#include <cblas.h>

/* OpenBLAS's thread count is process-wide and may hold the user's limit (threadpoolctl sets it
   there, as on NumPy's BLAS): a default count takes at most that, an explicit count is set for
   this call only, and the library's own count is restored after it, so the limit survives.
   Inside a parallel region the count is left alone: several threads would race on it. */
static int lc_blas_enter(void) {
    int cur = scipy_openblas_get_num_threads();
#ifdef _OPENMP
    if (omp_in_parallel()) return cur;
#endif
    int n = lc_nthreads_capped && cur < lc_nthreads ? cur : lc_nthreads;
    if (n != cur) scipy_openblas_set_num_threads(n);
    return cur;
}
static void lc_blas_leave(int prev) {
    if (scipy_openblas_get_num_threads() != prev) scipy_openblas_set_num_threads(prev);
}

static int lc_blas_layout(int64_t rows, int64_t cols, int64_t s0, int64_t s1,
                          enum CBLAS_TRANSPOSE* t, blasint* ld) {
    if (rows > INT32_MAX || cols > INT32_MAX) return 0;
    if ((s1 == 1 || cols <= 1) && (rows <= 1 || (s0 >= cols && s0 >= 1 && s0 <= INT32_MAX))) {
        *t = CblasNoTrans;
        *ld = (blasint)(rows <= 1 ? (cols > 1 ? cols : 1) : s0);
        return 1;
    }
    if ((s0 == 1 || rows <= 1) && (cols <= 1 || (s1 >= rows && s1 >= 1 && s1 <= INT32_MAX))) {
        *t = CblasTrans;
        *ld = (blasint)(cols <= 1 ? (rows > 1 ? rows : 1) : s1);
        return 1;
    }
    return 0;
}

/* ARG: how ?gemm takes alpha and beta (real: by value, complex: by address); ACT, ACT_ROW:
   the fused activation (activation.h's, of an element and of a contiguous row; complex
   products never fuse one: no order, so theirs is the identity) */
#define LC_BY_VALUE(x) (x)
#define LC_BY_ADDRESS(x) ((const void*)&(x))
#define LC_ACT_REAL(SFX, T, v, act, a, b) lc_act_##SFX(v, act, (T)(a), (T)(b))
#define LC_ACT_ROW_REAL(SFX, T, row, n, act, a, b) lc_act_row_##SFX(row, n, (T)0, act, (T)(a), (T)(b))
#define LC_ACT_NONE(SFX, T, v, act, a, b) (v)
#define LC_ACT_ROW_NONE(SFX, T, row, n, act, a, b) ((void)(row))
#define LC_DEFINE_GEMM(SFX, T, GEMM, GEMV, ARG, ACT, ACT_ROW)                                \
static void lc_gemm_##SFX(int64_t m, int64_t n, int64_t k, T alpha,                          \
                          const T* A, int64_t sa0, int64_t sa1,                              \
                          const T* B, int64_t sb0, int64_t sb1, T beta,                      \
                          T* C, int64_t sc0, int64_t sc1,                                    \
                          const T* bias, int64_t sbias, int act, double act_a,               \
                          double act_b) {                                                    \
    enum CBLAS_TRANSPOSE ta, tb, tc;                                                         \
    blasint lda, ldb, ldc;                                                                   \
    if (m <= 0 || n <= 0) return;                                                            \
    /* one row of A (a network at batch 1): ?gemv over B, not ?gemm, which packs B first     \
       (OpenBLAS's sgemm with m = 1 took 3x NumPy's matmul, which calls sgemv, on 1 x 2048   \
       @ 2048 x 2048); C zeroed first when beta is 0, so BLAS never scales garbage (NaN) */  \
    if (m == 1 && k > 0 && sa1 >= 1 && sa1 <= INT32_MAX && sc1 >= 1 && sc1 <= INT32_MAX      \
            && lc_blas_layout(k, n, sb0, sb1, &tb, &ldb)) {                                  \
        if (beta == (T)0)                                                                    \
            for (int64_t j = 0; j < n; j++) C[j * sc1] = (T)0;                               \
        int lc_prev = lc_blas_enter();                                                       \
        /* B row-major (k x n): C = B^T a; else B^T is row-major (n x k): C = (B^T) a */     \
        GEMV(CblasRowMajor, tb == CblasNoTrans ? CblasTrans : CblasNoTrans,                  \
             (blasint)(tb == CblasNoTrans ? k : n), (blasint)(tb == CblasNoTrans ? n : k),   \
             ARG(alpha), B, ldb, A, (blasint)sa1, ARG(beta), C, (blasint)sc1);               \
        lc_blas_leave(lc_prev);                                                              \
    } else if (k > 0 && lc_blas_layout(m, k, sa0, sa1, &ta, &lda)                            \
            && lc_blas_layout(k, n, sb0, sb1, &tb, &ldb)                                     \
            && lc_blas_layout(m, n, sc0, sc1, &tc, &ldc) && tc == CblasNoTrans) {            \
        int lc_prev = lc_blas_enter();                                                       \
        GEMM(CblasRowMajor, ta, tb, (blasint)m, (blasint)n, (blasint)k, ARG(alpha), A, lda,  \
             B, ldb, ARG(beta), C, ldc);                                                     \
        lc_blas_leave(lc_prev);                                                              \
    } else {  /* k == 0, or a layout BLAS cannot describe: plain loops (correct, not fast) */\
        for (int64_t i = 0; i < m; i++)                                                      \
            for (int64_t j = 0; j < n; j++) {                                                \
                T* o = C + i * sc0 + j * sc1;                                                \
                *o = beta == (T)0 ? (T)0 : beta * *o;                                        \
            }                                                                                \
        for (int64_t i = 0; i < m; i++)                                                      \
            for (int64_t p = 0; p < k; p++)                                                  \
                for (int64_t j = 0; j < n; j++)                                              \
                    C[i * sc0 + j * sc1] += alpha * A[i * sa0 + p * sa1] * B[p * sb0 + j * sb1]; \
    }                                                                                        \
    if (!bias && !act) return;                                                               \
    /* the epilogue BLAS lacks (bias, activation.h's activation): one pass over C (threads   \
       split the rows), a vector loop per row when C's rows are contiguous and no bias */    \
    _Pragma("omp parallel for num_threads(lc_nthreads) if(lc_nthreads > 1 && m * n > 65536)") \
    for (int64_t i = 0; i < m; i++) {                                                        \
        if (sc1 == 1 && !bias) {                                                             \
            ACT_ROW(SFX, T, C + i * sc0, n, act, act_a, act_b);                              \
            continue;                                                                        \
        }                                                                                    \
        for (int64_t j = 0; j < n; j++) {                                                    \
            T* o = C + i * sc0 + j * sc1;                                                    \
            T v = bias ? *o + bias[j * sbias] : *o;                                          \
            *o = ACT(SFX, T, v, act, act_a, act_b);                                          \
        }                                                                                    \
    }                                                                                        \
}
LC_DEFINE_GEMM(f64, double, scipy_cblas_dgemm, scipy_cblas_dgemv, LC_BY_VALUE, LC_ACT_REAL,
               LC_ACT_ROW_REAL)
LC_DEFINE_GEMM(f32, float, scipy_cblas_sgemm, scipy_cblas_sgemv, LC_BY_VALUE, LC_ACT_REAL,
               LC_ACT_ROW_REAL)
LC_DEFINE_GEMM(c128, double _Complex, scipy_cblas_zgemm, scipy_cblas_zgemv, LC_BY_ADDRESS,
               LC_ACT_NONE, LC_ACT_ROW_NONE)
LC_DEFINE_GEMM(c64, float _Complex, scipy_cblas_cgemm, scipy_cblas_cgemv, LC_BY_ADDRESS,
               LC_ACT_NONE, LC_ACT_ROW_NONE)
#endif
