
#ifndef LC_BLAS_VECTOR_PRELUDE
#define LC_BLAS_VECTOR_PRELUDE
static int lc_blas_inc(int64_t n, int64_t s, blasint* inc) {
    if (n <= 1) { *inc = 1; return 1; }
    if (s < 1 || s > INT32_MAX || n > INT32_MAX) return 0;
    *inc = (blasint)s;
    return 1;
}

#define LC_DEFINE_BLAS_VECTOR(SFX, T, GEMV, DOT, GER)                                        \
static void lc_gemv_##SFX(int64_t m, int64_t n, const T* A, int64_t s0, int64_t s1,          \
                          const T* x, int64_t sx, T* y, int64_t sy) {                        \
    enum CBLAS_TRANSPOSE t;                                                                  \
    blasint lda, incx, incy;                                                                 \
    if (m <= 0) return;                                                                      \
    if (n > 0 && lc_blas_layout(m, n, s0, s1, &t, &lda) && lc_blas_inc(n, sx, &incx)         \
            && lc_blas_inc(m, sy, &incy)) {                                                  \
        int lc_prev = lc_blas_enter();                                                       \
        if (t == CblasNoTrans)                                                               \
            GEMV(CblasRowMajor, t, (blasint)m, (blasint)n, (T)1, A, lda, x, incx, (T)0, y,   \
                 incy);                                                                      \
        else  /* A stored by columns: its transpose is row-major */                          \
            GEMV(CblasRowMajor, t, (blasint)n, (blasint)m, (T)1, A, lda, x, incx, (T)0, y,   \
                 incy);                                                                      \
        lc_blas_leave(lc_prev);                                                              \
        return;                                                                              \
    }                                                                                        \
    for (int64_t i = 0; i < m; i++) {                                                        \
        T s = 0;                                                                             \
        for (int64_t j = 0; j < n; j++) s += A[i * s0 + j * s1] * x[j * sx];                 \
        y[i * sy] = s;                                                                       \
    }                                                                                        \
}                                                                                            \
static T lc_dot_##SFX(int64_t n, const T* x, int64_t sx, const T* y, int64_t sy) {           \
    blasint incx, incy;                                                                      \
    if (n > 0 && lc_blas_inc(n, sx, &incx) && lc_blas_inc(n, sy, &incy)) {                   \
        int lc_prev = lc_blas_enter();                                                       \
        T lc_r = DOT((blasint)n, x, incx, y, incy);                                          \
        lc_blas_leave(lc_prev);                                                              \
        return lc_r;                                                                         \
    }                                                                                        \
    T s = 0;                                                                                 \
    for (int64_t i = 0; i < n; i++) s += x[i * sx] * y[i * sy];                              \
    return s;                                                                                \
}                                                                                            \
static void lc_outer_##SFX(int64_t m, int64_t n, const T* x, int64_t sx, const T* y,         \
                           int64_t sy, T* A, int64_t s0, int64_t s1) {                       \
    enum CBLAS_TRANSPOSE t;                                                                  \
    blasint lda, incx, incy;                                                                 \
    if (m <= 0 || n <= 0) return;                                                            \
    _Pragma("omp parallel for num_threads(lc_nthreads) if(lc_nthreads > 1 && m * n > 65536)") \
    for (int64_t i = 0; i < m; i++)                                                          \
        for (int64_t j = 0; j < n; j++) A[i * s0 + j * s1] = (T)0;                           \
    if (lc_blas_layout(m, n, s0, s1, &t, &lda) && lc_blas_inc(m, sx, &incx)                  \
            && lc_blas_inc(n, sy, &incy)) {                                                  \
        int lc_prev = lc_blas_enter();                                                       \
        GER(t == CblasNoTrans ? CblasRowMajor : CblasColMajor, (blasint)m, (blasint)n, (T)1, \
            x, incx, y, incy, A, lda);                                                       \
        lc_blas_leave(lc_prev);                                                              \
        return;                                                                              \
    }                                                                                        \
    for (int64_t i = 0; i < m; i++)                                                          \
        for (int64_t j = 0; j < n; j++) A[i * s0 + j * s1] = x[i * sx] * y[j * sy];          \
}
LC_DEFINE_BLAS_VECTOR(f64, double, scipy_cblas_dgemv, scipy_cblas_ddot, scipy_cblas_dger)
LC_DEFINE_BLAS_VECTOR(f32, float, scipy_cblas_sgemv, scipy_cblas_sdot, scipy_cblas_sger)
#endif
