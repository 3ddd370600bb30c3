/* conv2d by im2col + BLAS GEMM (OpenBLAS from the scipy-openblas32 wheel), NCHW / KCRS.
 *
 * Why: the textbook way frameworks without direct kernels convolve, and the reference the
 * direct micro-kernel (conv2d.h) is measured against. Per image, the (C*R*S) x (Ho*Wo) matrix
 * of input patches ("im2col", zeros where a tap falls in the padding) is built, and one
 * ?gemm multiplies the K x (C*R*S) filter matrix with it; the write-back adds the bias and
 * applies ReLU while it copies the product into out (any strides). Filters of another layout
 * than C-contiguous are copied first. Needs lc_nthreads and the cblas header (the BLAS
 * prelude); extents past 2**31 are refused (-3: BLAS takes 32-bit integers).
 *
 * Rounding: OpenBLAS blocks and vectorizes the sum over (c, r, s); the bias is added last.
 */
#ifndef LC_CV_CONV2D_BLAS_H
#define LC_CV_CONV2D_BLAS_H
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <cblas.h>

/* (same as conv2d.h's; repeated so that each header stands alone) */
static int64_t lc_cvb_floordiv(int64_t a, int64_t b) { return a >= 0 ? a / b : -((-a + b - 1) / b); }

#define LC_CVB_DEFINE(SFX, T, GEMM)                                                            \
static int lc_cv_conv2d_blas_##SFX(                                                            \
        const T* x, int64_t n, int64_t c, int64_t h, int64_t w,                                \
        int64_t xs0, int64_t xs1, int64_t xs2, int64_t xs3,                                    \
        const T* wt, int64_t k, int64_t c2, int64_t r, int64_t s,                              \
        int64_t ws0, int64_t ws1, int64_t ws2, int64_t ws3,                                    \
        const T* bias, int64_t nb, int64_t bs,                                                 \
        const T* skip, int64_t zn, int64_t zk, int64_t zh, int64_t zw,                         \
        int64_t zs0, int64_t zs1, int64_t zs2, int64_t zs3,                                    \
        T* out, int64_t on, int64_t ok, int64_t ho, int64_t wo,                                \
        int64_t os0, int64_t os1, int64_t os2, int64_t os3,                                    \
        int64_t sh, int64_t sw, int64_t ph, int64_t pw, int act, double act_a, double act_b,   \
        int threads) {                                                                         \
    if (!(sh >= 1 && sw >= 1 && ph >= 0 && pw >= 0 && on == n && ok == k && c2 == c            \
          && (!bias || nb == k) && ho == lc_cvb_floordiv(h + 2 * ph - r, sh) + 1               \
          && wo == lc_cvb_floordiv(w + 2 * pw - s, sw) + 1)) return -2;                        \
    if (skip && !(zn == n && zk == k && zh == ho && zw == wo)) return -2;                      \
    if (n == 0 || k == 0 || ho <= 0 || wo <= 0) return 0;                                      \
    const int64_t crs = c * r * s, hw = ho * wo;                                               \
    if (crs > INT32_MAX || hw > INT32_MAX || k > INT32_MAX) return -3;                         \
    const int wdirect = ws3 == 1 && ws2 == s && ws1 == r * s && ws0 == crs;                    \
    T* col = (T*)malloc((size_t)(crs * hw + 1) * sizeof(T));                                   \
    T* res = (T*)malloc((size_t)(k * hw) * sizeof(T));                                         \
    T* wm = wdirect ? (T*)wt : (T*)malloc((size_t)(k * crs + 1) * sizeof(T));                  \
    if (!col || !res || !wm) { free(col); free(res); if (!wdirect) free(wm); return -1; }      \
    if (!wdirect)                                                                              \
        for (int64_t kk = 0; kk < k; kk++) for (int64_t cc = 0; cc < c; cc++)                  \
            for (int64_t rr = 0; rr < r; rr++) for (int64_t ss = 0; ss < s; ss++)              \
                wm[((kk * c + cc) * r + rr) * s + ss] =                                        \
                    wt[kk * ws0 + cc * ws1 + rr * ws2 + ss * ws3];                             \
    if (threads < 1) threads = 1;                                                              \
    for (int64_t b = 0; b < n; b++) {                                                          \
        const T* xb = x + b * xs0;                                                             \
        _Pragma("omp parallel for num_threads(threads) if(threads > 1) schedule(static)")      \
        for (int64_t row = 0; row < crs; row++) {                                              \
            const int64_t cc = row / (r * s), rr = (row / s) % r, ss = row % s;                \
            T* dst = col + row * hw;                                                           \
            for (int64_t i = 0; i < ho; i++) {                                                 \
                const int64_t hh = i * sh - ph + rr;                                           \
                for (int64_t j = 0; j < wo; j++) {                                             \
                    const int64_t ww = j * sw - pw + ss;                                       \
                    dst[i * wo + j] = hh >= 0 && hh < h && ww >= 0 && ww < w                   \
                        ? xb[cc * xs1 + hh * xs2 + ww * xs3] : (T)0;                           \
                }                                                                              \
            }                                                                                  \
        }                                                                                      \
        scipy_openblas_set_num_threads(threads);                                               \
        if (crs > 0)                                                                           \
            GEMM(CblasRowMajor, CblasNoTrans, CblasNoTrans, (blasint)k, (blasint)hw,           \
                 (blasint)crs, (T)1, wm, (blasint)crs, col, (blasint)hw, (T)0, res,            \
                 (blasint)hw);                                                                 \
        else                                                                                   \
            memset(res, 0, (size_t)(k * hw) * sizeof(T));                                      \
        for (int64_t kk = 0; kk < k; kk++) {                                                   \
            if (skip)  /* the residual, before the activation */                              \
                for (int64_t i = 0; i < ho; i++)                                               \
                    for (int64_t j = 0; j < wo; j++)                                           \
                        res[kk * hw + i * wo + j] += skip[b * zs0 + kk * zs1 + i * zs2         \
                                                          + j * zs3];                          \
            lc_act_row_##SFX(res + kk * hw, hw, bias ? bias[kk * bs] : (T)0, act, (T)act_a,    \
                             (T)act_b);                                                        \
            for (int64_t i = 0; i < ho; i++)                                                   \
                for (int64_t j = 0; j < wo; j++)                                               \
                    out[b * os0 + kk * os1 + i * os2 + j * os3] = res[kk * hw + i * wo + j];   \
        }                                                                                      \
    }                                                                                          \
    free(col); free(res); if (!wdirect) free(wm);                                              \
    return 0;                                                                                  \
}
LC_CVB_DEFINE(f64, double, scipy_cblas_dgemm)
LC_CVB_DEFINE(f32, float, scipy_cblas_sgemm)

#endif /* LC_CV_CONV2D_BLAS_H */
