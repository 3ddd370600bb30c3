/* loopcraft's own direct (im2col-free) conv2d kernels, NCHW activations, KCRS filters:
 *   out[n, k, i, j] = act(skip[n, k, i, j] + bias[k]
 *                         + sum_{c, r, s} xpad[n, c, i*sh + r, j*sw + s] * w[k, c, r, s])
 * (xpad: x with ph rows / pw columns of zeros on each side; act: activation.h's, or identity).
 *
 * Why direct: im2col copies every input element R*S times into a matrix the size of the
 * whole product's operand (7 MB for a 64-channel 56x56 3x3 layer) before a GEMM can start;
 * a direct kernel reads the input where it lies and keeps the output tile in registers for
 * the whole sum over c, r, s (the approach of Zhang et al., "High performance zero-memory
 * overhead direct convolutions", and of oneDNN's direct kernels).
 *
 * Layout trick that keeps the hot loop free of edge tests: each image is first copied, with
 * its zero padding, into "phase planes" -- plane (a, b) holds the padded rows a, a + sh, ...
 * and columns b, b + sw, ... -- of wq = ceil((W + 2pw) / sw) columns. In a plane, tap (r, s)
 * of output pixel (i, j) lies at row i + r / sh, column j + s / sw of plane (r % sh, s % sw):
 * output pixels q = i * wq + j (a flattened index over the plane's width) read the plane at
 * q + offset(r, s), a constant per tap. So a register tile covers MR output channels by NR
 * consecutive q (NV = 3 vectors), every load is a contiguous vector load, and the inner loop
 * is: for c, for each tap: load 3 input vectors at q + offset, broadcast MR packed weights,
 * 3 * MR FMAs. Positions with j >= Wo (wq - Wo per row: 2 of 58 for a padded 56-wide 3x3
 * layer) are computed and dropped; the planes carry zeros past their end so that the last
 * tile reads no further than its own buffer. At stride 1 there is one plane: the padded image.
 * The AVX-512 float32 tile skips the planes where few of its tiles touch the padding (stride
 * 1 or 2, wide outputs): it reads x in place, edge tiles through small zero-padded windows
 * (conv2d_cvec.h's lc_cvv_inplace).
 *
 * Weights are packed once per call (or once per model: wpacked) into MR-channel panels, (c, tap, MR) innermost, zero-
 * padded to a multiple of MR channels (K needs no remainder kernel: the extra rows are
 * dropped at write-back). The write-back applies the epilogue (bias, activation) while it scatters
 * the tile into out, which may have any strides.
 *
 * Threads (OpenMP, one region per call, the kernel's thread count): they pack the weights
 * together, then, image by image, pack the planes together (split by channel) and split the
 * (channel panel, pixel tile) pairs -- panel-major (a panel's weights stay in L1/L2 while the
 * image streams by) or tile-major (a tile's input stays in L2 while all weights stream by),
 * whichever moves fewer bytes from beyond L2 (LC_CV_L2_SHARE).
 *
 * Kernels: AVX-512 (8 channels x 3 vectors: 24 of 32 registers), AVX2+FMA (4 x 3: 12 of 16)
 * and a portable GCC vector-extension fallback (4 x 3 in 16-byte vectors). AVX-512 float32
 * instead uses conv2d_cvec.h's channel-vector tile (6 pixels of a row x 64 output channels,
 * input channels blocked for L1, 64-channel weight panels: LC_CV_DEFINE's PANEL, PACK, TILE
 * and ROWT arguments; docs/results/2026-11-27-conv-kernel.md). Each ISA's kernel
 * is compiled only where the compiler targets it (-march=native); loopcraft asks only for
 * kernels the CPU has.
 *
 * Rounding: each output sums c in increasing order, taps in (r, s) order within a channel,
 * starting from zero, and adds the bias last.
 */
#ifndef LC_CV_CONV2D_H
#define LC_CV_CONV2D_H
#ifndef LC_KERNEL_API  /* static when pasted into a module; exported from the kernel library */
#define LC_KERNEL_API static
#endif
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#if defined(__AVX2__) || defined(__AVX512F__)
#include <immintrin.h>
#endif

#define LC_CV_ALIGN 64
/* Below this many multiply-adds a convolution runs on one thread (a team costs more). */
#define LC_CV_SERIAL_WORK 2.0e6
/* The bytes of an operand assumed to stay in a core's L2: half of the L2 of the machine the
 * kernel runs on (glibc's sysconf reads it from CPUID; 1 MiB where it cannot say). A fixed
 * half of 1 MiB sent ResNet-50's stride-2 3x3 layers panel-major on a 2 MiB L2: 0.74 -> 0.85x
 * ORT (128 channels), 0.78 -> 0.89x (512) with the real size
 * (docs/results/2026-11-28-conv-kernels.md). */
static double lc_cv_l2_share(void) {
    static double share = 0.0;
    if (share == 0.0) {
        long l2 = 0;
#ifdef _SC_LEVEL2_CACHE_SIZE
        l2 = sysconf(_SC_LEVEL2_CACHE_SIZE);
#endif
        share = 0.5 * (double)(l2 > 0 ? l2 : 1L << 20);
    }
    return share;
}
#define LC_CV_L2_SHARE lc_cv_l2_share()

static void* lc_cv_alloc(size_t bytes) {
    size_t n = (bytes + LC_CV_ALIGN - 1) / LC_CV_ALIGN * LC_CV_ALIGN;
    return aligned_alloc(LC_CV_ALIGN, n ? n : LC_CV_ALIGN);
}

static int64_t lc_cv_floordiv(int64_t a, int64_t b) {  /* Python's //, b > 0 */
    return a >= 0 ? a / b : -((-a + b - 1) / b);
}

/* Whether the extents form a convolution (the output shape is the one the input, filter,
 * stride and padding give); nb < 0: no bias. */
static int lc_cv_shapes_ok(int64_t n, int64_t c, int64_t h, int64_t w, int64_t k, int64_t c2,
                           int64_t r, int64_t s, int64_t on, int64_t ok, int64_t oh,
                           int64_t ow, int64_t nb, int64_t sh, int64_t sw, int64_t ph,
                           int64_t pw) {
    return sh >= 1 && sw >= 1 && ph >= 0 && pw >= 0 && on == n && ok == k && c2 == c
           && (nb < 0 || nb == k) && oh == lc_cv_floordiv(h + 2 * ph - r, sh) + 1
           && ow == lc_cv_floordiv(w + 2 * pw - s, sw) + 1;
}

/* The phase-plane geometry of one call for a pixel tile of nr. */
typedef struct {
    int64_t wq;       /* columns of a plane */
    int64_t plane;    /* elements of a plane, zero slack past its rows included */
    int64_t cstride;  /* elements of one packed channel: sh * sw planes */
    int64_t npix;     /* flattened output positions computed: (ho - 1) * wq + wo */
    int64_t ntiles;   /* pixel tiles of nr */
} lc_cv_geom;

static lc_cv_geom lc_cv_geometry(int64_t h, int64_t w, int64_t r, int64_t s, int64_t ho,
                                 int64_t wo, int64_t sh, int64_t sw, int64_t ph, int64_t pw,
                                 int64_t nr) {
    lc_cv_geom g;
    const int64_t hq = (h + 2 * ph + sh - 1) / sh;
    g.wq = (w + 2 * pw + sw - 1) / sw;
    g.npix = (ho - 1) * g.wq + wo;
    g.ntiles = (g.npix + nr - 1) / nr;
    const int64_t reach = g.ntiles * nr + ((r - 1) / sh) * g.wq + (s - 1) / sw;
    g.plane = (hq * g.wq > reach ? hq * g.wq : reach);
    g.plane = (g.plane + 15) / 16 * 16;
    g.cstride = sh * sw * g.plane;
    return g;
}

/* ----------------------------------------------------------------------------- micro-kernels
 * kernel(xq, wp, off, nc, ntap, cstride, tile): tile[m * NR + p] = sum over c < nc, taps t
 * of xq[c * cstride + off[t] + p] * wp[(c * ntap + t) * MR + m]. The row macros below refer to
 * LC_CV_V_* (the vector type's operations), defined before each instantiation. */
#define LC_CV_ROWS4(X) X(0) X(1) X(2) X(3)
#define LC_CV_ROWS8(X) LC_CV_ROWS4(X) X(4) X(5) X(6) X(7)
#define LC_CV_DECL(m) LC_CV_V a##m##0 = LC_CV_V_ZERO, a##m##1 = LC_CV_V_ZERO,                  \
    a##m##2 = LC_CV_V_ZERO;
#define LC_CV_FMA(m) { const LC_CV_V b_ = LC_CV_V_BCAST(wp[m]);                                \
    a##m##0 = LC_CV_V_FMA(b_, x0, a##m##0); a##m##1 = LC_CV_V_FMA(b_, x1, a##m##1);           \
    a##m##2 = LC_CV_V_FMA(b_, x2, a##m##2); }
#define LC_CV_STORE(m) LC_CV_V_STORE(tile + m * 3 * L, a##m##0);                               \
    LC_CV_V_STORE(tile + m * 3 * L + L, a##m##1); LC_CV_V_STORE(tile + m * 3 * L + 2 * L, a##m##2);
#define LC_CV_KERNEL(NAME, T, MR, ROWS)                                                        \
static void NAME(const T* restrict xq, const T* restrict wp, const int64_t* restrict off,      \
                 int64_t nc, int64_t ntap, int64_t cstride, T* restrict tile) {                \
    enum { L = (int)(sizeof(LC_CV_V) / sizeof(T)) };                                           \
    ROWS(LC_CV_DECL)                                                                           \
    for (int64_t c = 0; c < nc; c++) {                                                         \
        _Pragma("GCC unroll 3")                                                                \
        for (int64_t t = 0; t < ntap; t++) {                                                   \
            const T* p = xq + off[t];                                                          \
            const LC_CV_V x0 = LC_CV_V_LOAD(p), x1 = LC_CV_V_LOAD(p + L),                      \
                          x2 = LC_CV_V_LOAD(p + 2 * L);                                        \
            ROWS(LC_CV_FMA)                                                                    \
            wp += MR;                                                                          \
        }                                                                                      \
        xq += cstride;                                                                         \
    }                                                                                          \
    ROWS(LC_CV_STORE)                                                                          \
}

#if defined(__AVX512F__)
#define LC_CV_V __m512
#define LC_CV_V_ZERO _mm512_setzero_ps()
#define LC_CV_V_BCAST(v) _mm512_set1_ps(v)
#define LC_CV_V_FMA(a, b, c) _mm512_fmadd_ps(a, b, c)
#define LC_CV_V_LOAD(p) _mm512_loadu_ps(p)
#define LC_CV_V_STORE(p, v) _mm512_storeu_ps(p, v)
LC_CV_KERNEL(lc_cv_kernel_avx512_f32, float, 8, LC_CV_ROWS8)
#undef LC_CV_V
#undef LC_CV_V_ZERO
#undef LC_CV_V_BCAST
#undef LC_CV_V_FMA
#undef LC_CV_V_LOAD
#undef LC_CV_V_STORE
#define LC_CV_V __m512d
#define LC_CV_V_ZERO _mm512_setzero_pd()
#define LC_CV_V_BCAST(v) _mm512_set1_pd(v)
#define LC_CV_V_FMA(a, b, c) _mm512_fmadd_pd(a, b, c)
#define LC_CV_V_LOAD(p) _mm512_loadu_pd(p)
#define LC_CV_V_STORE(p, v) _mm512_storeu_pd(p, v)
LC_CV_KERNEL(lc_cv_kernel_avx512_f64, double, 8, LC_CV_ROWS8)
#undef LC_CV_V
#undef LC_CV_V_ZERO
#undef LC_CV_V_BCAST
#undef LC_CV_V_FMA
#undef LC_CV_V_LOAD
#undef LC_CV_V_STORE
#endif

#if defined(__AVX2__) && defined(__FMA__)
#define LC_CV_V __m256
#define LC_CV_V_ZERO _mm256_setzero_ps()
#define LC_CV_V_BCAST(v) _mm256_set1_ps(v)
#define LC_CV_V_FMA(a, b, c) _mm256_fmadd_ps(a, b, c)
#define LC_CV_V_LOAD(p) _mm256_loadu_ps(p)
#define LC_CV_V_STORE(p, v) _mm256_storeu_ps(p, v)
LC_CV_KERNEL(lc_cv_kernel_avx2_f32, float, 4, LC_CV_ROWS4)
#undef LC_CV_V
#undef LC_CV_V_ZERO
#undef LC_CV_V_BCAST
#undef LC_CV_V_FMA
#undef LC_CV_V_LOAD
#undef LC_CV_V_STORE
#define LC_CV_V __m256d
#define LC_CV_V_ZERO _mm256_setzero_pd()
#define LC_CV_V_BCAST(v) _mm256_set1_pd(v)
#define LC_CV_V_FMA(a, b, c) _mm256_fmadd_pd(a, b, c)
#define LC_CV_V_LOAD(p) _mm256_loadu_pd(p)
#define LC_CV_V_STORE(p, v) _mm256_storeu_pd(p, v)
LC_CV_KERNEL(lc_cv_kernel_avx2_f64, double, 4, LC_CV_ROWS4)
#undef LC_CV_V
#undef LC_CV_V_ZERO
#undef LC_CV_V_BCAST
#undef LC_CV_V_FMA
#undef LC_CV_V_LOAD
#undef LC_CV_V_STORE
#endif

/* The portable fallback: GCC vector extensions, 16-byte vectors (unaligned loads/stores). */
typedef float lc_cv_v4f __attribute__((vector_size(16), aligned(4)));
typedef double lc_cv_v2d __attribute__((vector_size(16), aligned(8)));
#define LC_CV_V lc_cv_v4f
#define LC_CV_V_ZERO ((lc_cv_v4f){0, 0, 0, 0})
#define LC_CV_V_BCAST(v) ((lc_cv_v4f){v, v, v, v})
#define LC_CV_V_FMA(a, b, c) ((c) + (a) * (b))
#define LC_CV_V_LOAD(p) (*(const lc_cv_v4f*)(p))
#define LC_CV_V_STORE(p, v) (*(lc_cv_v4f*)(p) = (v))
LC_CV_KERNEL(lc_cv_kernel_generic_f32, float, 4, LC_CV_ROWS4)
#undef LC_CV_V
#undef LC_CV_V_ZERO
#undef LC_CV_V_BCAST
#undef LC_CV_V_FMA
#undef LC_CV_V_LOAD
#undef LC_CV_V_STORE
#define LC_CV_V lc_cv_v2d
#define LC_CV_V_ZERO ((lc_cv_v2d){0, 0})
#define LC_CV_V_BCAST(v) ((lc_cv_v2d){v, v})
#define LC_CV_V_FMA(a, b, c) ((c) + (a) * (b))
#define LC_CV_V_LOAD(p) (*(const lc_cv_v2d*)(p))
#define LC_CV_V_STORE(p, v) (*(lc_cv_v2d*)(p) = (v))
LC_CV_KERNEL(lc_cv_kernel_generic_f64, double, 4, LC_CV_ROWS4)
#undef LC_CV_V
#undef LC_CV_V_ZERO
#undef LC_CV_V_BCAST
#undef LC_CV_V_FMA
#undef LC_CV_V_LOAD
#undef LC_CV_V_STORE

/* ------------------------------------------------------------------------------------ driver
 * lc_cv_conv2d_<isa>_<sfx>(x, its extents and strides, w, ..., bias (NULL: none), its extent
 * and stride, skip (NULL: none; else the residual added before the activation, out's
 * extents) with its extents and strides, out, ..., sh, sw, ph, pw, act, act_a, act_b
 * (activation.h), threads, wpacked): returns 0, -1 when the buffers cannot be allocated (out
 * untouched), -2 when the extents do not form a convolution. wpacked: NULL, or w already
 * packed by lc_cv_prepack_w (a model's constant filter, packed once by the compiled model
 * instead of on every call). */
/* TILE of the ISAs whose tile is the kernel above (ROWT 0: never called) */
#define LC_CV_NOTILE(...) ((void)0)
/* POINTWISE of the ISAs without conv2d_pointwise.h's kernel: -3, never applies */
#define LC_CV_NO_POINTWISE(...) (-3)
#define LC_CV_DEFINE(ISA, SFX, T, MR, NR, PANEL, PACK, TILE, STORE, ROWT, POINTWISE)          \
/* Channel panels [kp0, kp1) of the filter w (k x c x r x s, any strides) into wp: panel kp   \
 * at kp * MR * c * r * s, (c, tap, MR channels) innermost, zero rows past k. */               \
__attribute__((unused)) static void lc_cv_pack_w_##ISA##_##SFX(                               \
        const T* wt, int64_t k, int64_t c, int64_t r, int64_t s, int64_t ws0, int64_t ws1,     \
        int64_t ws2, int64_t ws3, int64_t kp0, int64_t kp1, T* restrict wp) {                  \
    for (int64_t kp = kp0; kp < kp1; kp++)                                                     \
        for (int64_t cc = 0; cc < c; cc++) {                                                   \
            T* dst = wp + (kp * c + cc) * r * s * MR;                                          \
            for (int64_t rr = 0; rr < r; rr++)                                                 \
                for (int64_t ss = 0; ss < s; ss++, dst += MR)                                  \
                    for (int64_t m = 0; m < MR; m++) {                                         \
                        const int64_t kk = kp * MR + m;                                        \
                        dst[m] = kk < k ? wt[kk * ws0 + cc * ws1 + rr * ws2 + ss * ws3] : (T)0; \
                    }                                                                          \
        }                                                                                      \
}                                                                                              \
/* The whole filter packed once (a model's constant weight), for the wpacked argument. */      \
LC_KERNEL_API void lc_cv_prepack_w_##ISA##_##SFX(const T* wt, int64_t k, int64_t c, int64_t r, \
                                                 int64_t s, int64_t ws0, int64_t ws1,          \
                                                 int64_t ws2, int64_t ws3, T* wp) {            \
    PACK(wt, k, c, r, s, ws0, ws1, ws2, ws3, 0, (k + PANEL - 1) / PANEL, wp);                 \
}                                                                                              \
LC_KERNEL_API int lc_cv_conv2d_##ISA##_##SFX(                                                  \
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
        int threads, const T* wpacked) {                                                       \
    if (!lc_cv_shapes_ok(n, c, h, w, k, c2, r, s, on, ok, ho, wo, bias ? nb : -1, sh, sw, ph,  \
                         pw)) return -2;                                                       \
    if (skip && !(zn == n && zk == k && zh == ho && zw == wo)) return -2;                      \
    if (n == 0 || k == 0 || ho <= 0 || wo <= 0) return 0;                                      \
    if (c == 0 || r == 0 || s == 0) {  /* an empty sum: act(bias) */                           \
        for (int64_t b = 0; b < n; b++) for (int64_t kk = 0; kk < k; kk++)                     \
            for (int64_t i = 0; i < ho; i++) for (int64_t j = 0; j < wo; j++) {                \
                T v = bias ? bias[kk * bs] : (T)0;                                             \
                if (skip) v += skip[b * zs0 + kk * zs1 + i * zs2 + j * zs3];                   \
                out[b * os0 + kk * os1 + i * os2 + j * os3] = lc_act_##SFX(v, act, (T)act_a,   \
                                                                           (T)act_b);          \
            }                                                                                  \
        return 0;                                                                              \
    }                                                                                          \
    if ((double)n * k * ho * wo * c * r * s < LC_CV_SERIAL_WORK || threads < 1) threads = 1;  \
    /* a 1x1 filter of stride 1 over contiguous planes: conv2d_pointwise.h's GEMM tile (-3:   \
     * this variant has none) */                                                               \
    if (r == 1 && s == 1 && sh == 1 && sw == 1 && ph == 0 && pw == 0 && xs3 == 1 && xs2 == w   \
        && os3 == 1 && os2 == wo && (!skip || (zs3 == 1 && zs2 == wo))) {                      \
        const int rc_ = POINTWISE(x, n, c, h * w, xs0, xs1, wt, ws0, ws1, wpacked, k, bias, bs, \
                                  skip, zs0, zs1, out, os0, os1, act, act_a, act_b, threads);  \
        if (rc_ != -3) return rc_;                                                             \
    }                                                                                          \
    const lc_cv_geom g = lc_cv_geometry(h, w, r, s, ho, wo, sh, sw, ph, pw, NR);               \
    const int64_t ntap = r * s, kpanels = (k + PANEL - 1) / PANEL;                             \
    /* direct: a 1x1 filter of stride 1 without padding reads x where it lies (its rows are    \
     * the plane; ROWT tiles never read past a row), no copy */                              \
    const int direct = ROWT && r == 1 && s == 1 && sh == 1 && sw == 1 && ph == 0 && pw == 0    \
                       && xs3 == 1;                                                            \
    /* inplace (ROWT): other filters of stride 1 or 2 read x in place too, edge tiles through \
     * zero-padded windows, where few tiles are edge tiles (conv2d_cvec.h: no plane copy; the  \
     * stride-2 3x3 layers of 56 x 56 outputs ran 1.14-1.26x faster) */                        \
    lc_cvv_inplace ip0 = {h, w, ph, pw, r, s, sh, sw, NULL, NULL};                             \
    const int inplace = ROWT && !direct && xs3 == 1 && lc_cvv_inplace_pays(&ip0, ho, wo, NR);  \
    T* xq = direct || inplace ? NULL : (T*)lc_cv_alloc((size_t)(c * g.cstride) * sizeof(T));   \
    T* own_wp = wpacked ? NULL                                                                 \
                : (T*)lc_cv_alloc((size_t)(kpanels * PANEL * c * ntap) * sizeof(T));              \
    const T* wp = wpacked ? wpacked : own_wp;                                                  \
    /* off: the taps in the planes (in x from a tile's top-left input pixel: inplace); then   \
     * in a window (inplace) */                                                                \
    int64_t* off = (int64_t*)malloc((size_t)(2 * ntap) * sizeof(int64_t));                     \
    if ((!xq && !direct && !inplace) || !wp || !off) {                                         \
        free(xq); free(own_wp); free(off); return -1;                                          \
    }                                                                                          \
    for (int64_t rr = 0; rr < r; rr++)                                                         \
        for (int64_t ss = 0; ss < s; ss++) {                                                   \
            off[rr * s + ss] = inplace ? rr * xs2 + ss                                         \
                               : ((rr % sh) * sw + ss % sw) * g.plane + (rr / sh) * g.wq       \
                                 + ss / sw;                                                    \
            off[ntap + rr * s + ss] = rr * LC_CVV_WIN + ss;                                    \
        }                                                                                      \
    ip0.offw = off + ntap;                                                                     \
    if ((double)n * k * ho * wo * c * ntap < LC_CV_SERIAL_WORK || threads < 1) threads = 1;    \
    /* Pixel-tile-major when that moves fewer bytes from beyond L2: panel-major streams the   \
     * packed image once per channel panel unless it stays in L2, tile-major streams all the   \
     * packed weights once per tile unless they do. */                                        \
    const double img_bytes = (double)c * g.cstride * sizeof(T);                                \
    const double w_bytes = (double)kpanels * PANEL * c * ntap * sizeof(T);                        \
    /* ROWT: work items of gt tiles of up to NR pixels of one output row (tpr per row: the    \
     * item covers consecutive pixels), run by TILE; else tiles of NR flattened positions */   \
    const int64_t tpr = (wo + NR - 1) / NR;                                                    \
    /* gt0: the tiles of about LC_CVV_GROUP_PIXELS pixels (tiles average wo / tpr pixels; not \
     * LC_CVV_GROUP_PIXELS / NR: a 7x7 plane's tiles of 4 and 3 made two items of ~25 pixels, \
     * each streaming the panel's weights -- 0.83 -> 0.91x ORT for ResNet-50's 512-channel     \
     * stride-2 3x3, 0.92 -> 0.98x for its 7x7 3x3). gt0 <= LC_CVV_GROUP_PIXELS. A 1x1      \
     * filter keeps NR-wide tiles' count: its L1 weight block is 80 input channels whose x     \
     * rows stay in L1 beside it, and ~51 pixels overflowed the 48 KiB L1 (1024->256 14x14     \
     * 0.99 -> 0.8x ORT). */                                                                   \
    const int64_t gt0 = ntap == 1 || LC_CVV_GROUP_PIXELS * tpr / wo < LC_CVV_GROUP_PIXELS / NR \
                        ? LC_CVV_GROUP_PIXELS / NR : LC_CVV_GROUP_PIXELS * tpr / wo;           \
    const int64_t nitems = (ho * tpr + gt0 - 1) / gt0;                                         \
    const int64_t gt = (ho * tpr + nitems - 1) / nitems;  /* items of equal size (ROWT) */     \
    const int64_t ntiles = ROWT ? (ho * tpr + gt - 1) / gt : g.ntiles;                         \
    int failed = 0;                                                                            \
    const int64_t chunk0 = kpanels * ntiles / (8 * (int64_t)threads);                          \
    const int64_t chunk = ROWT ? (chunk0 < 1 ? 1 : chunk0)                                     \
                               : (kpanels * ntiles + threads - 1) / threads;                   \
    /* flat (ROWT): out's rows contiguous and wo wide (and the residual's), an activation the \
     * store applies in registers: STORE transposes the accumulators in registers and writes  \
     * them straight into out, with the epilogue -- instead of a transpose into a tile, a pass \
     * for the epilogue and a copy per output-row stretch. (For 3x3 and 7x7 layers too: the   \
     * ResNet stem, whose 147-long reduction makes the write-back weigh, went from 0.80x to    \
     * 0.93x onnxruntime, median; docs/results/2026-11-28-conv-kernels.md.) */                 \
    const int flat = ROWT && os3 == 1 && os2 == wo && act <= 2                                 \
                     && (!skip || (zs3 == 1 && zs2 == wo));                                    \
    const double l2s = LC_CV_L2_SHARE;                                                         \
    const int tile_major = (w_bytes > l2s ? ntiles * w_bytes : w_bytes)                        \
                           < (img_bytes > l2s ? kpanels * img_bytes : img_bytes);              \
    _Pragma("omp parallel num_threads(threads) if(threads > 1)")                               \
    {                                                                                          \
        /* (ROWT: tile rows and the accumulators' pixels rounded up to 16, the transpose's) */ \
        const int64_t tcap = ROWT ? (gt * NR + 15) / 16 * 16 : NR;                             \
        T* tile = (T*)lc_cv_alloc((size_t)(PANEL * tcap) * sizeof(T));                         \
        T* acc = ROWT ? (T*)lc_cv_alloc((size_t)(tcap * PANEL) * sizeof(T)) : NULL;            \
        if (acc) memset(acc, 0, (size_t)(tcap * PANEL) * sizeof(T));                           \
        lc_cvv_inplace ip = ip0;  /* the thread's own windows */                              \
        ip.win = inplace ? (float*)lc_cv_alloc((size_t)lc_cvv_window_floats(c, r, s, gt)           \
                                               * sizeof(float)) : NULL;                        \
        if (!tile || (ROWT && !acc) || (inplace && !ip.win)) {                                 \
            _Pragma("omp atomic write") failed = 1;                                            \
        }                                                                                      \
        _Pragma("omp barrier")                                                                 \
        if (!failed) {                                                                         \
        if (own_wp) {  /* (no division per element: it showed) */                             \
            _Pragma("omp for schedule(static)")                                                \
            for (int64_t kp = 0; kp < kpanels; kp++)                                           \
                PACK(wt, k, c, r, s, ws0, ws1, ws2, ws3, kp, kp + 1, own_wp);                 \
        }                                                                                      \
        for (int64_t b = 0; b < n; b++) {                                                      \
            _Pragma("omp for schedule(static)")                                                \
            for (int64_t cc = 0; cc < (direct || inplace ? 0 : c); cc++) {                     \
                T* dst = xq + cc * g.cstride;                                                  \
                const T* src = x + b * xs0 + cc * xs1;                                         \
                /* only the planes a tap reads: (a, b) with a < r, b < s (a 1x1 filter of     \
                 * stride 2 reads one of the four) */                                          \
                if (sh == 1 && sw == 1 && xs3 == 1 && h > 0) {                                 \
                    /* one plane: zero only its padding (the rows' copies fill the rest) */   \
                    const int64_t head = ph * g.wq + pw, tail = (h - 1 + ph) * g.wq + pw + w;  \
                    memset(dst, 0, (size_t)head * sizeof(T));                                  \
                    for (int64_t i = 0; i + 1 < h; i++)                                        \
                        memset(dst + (i + ph) * g.wq + pw + w, 0, (size_t)(2 * pw) * sizeof(T)); \
                    memset(dst + tail, 0, (size_t)(g.plane - tail) * sizeof(T));               \
                } else                                                                         \
                for (int64_t a2 = 0; a2 < sh && a2 < r; a2++)                                  \
                    memset(dst + a2 * sw * g.plane, 0,                                         \
                           (size_t)((sw < s ? sw : s) * g.plane) * sizeof(T));                 \
                for (int64_t i = 0; i < h; i++) {                                              \
                    const int64_t hp = i + ph;                                                 \
                    if (hp % sh >= r) continue;                                                \
                    T* drow = dst + (hp % sh) * sw * g.plane + (hp / sh) * g.wq;               \
                    if (sw == 1 && xs3 == 1) {                                                 \
                        memcpy(drow + pw, src + i * xs2, (size_t)w * sizeof(T));               \
                    } else {  /* phase by phase: padded column b + t * sw is j + pw */       \
                        for (int64_t b2 = 0; b2 < sw && b2 < s; b2++) {                        \
                            T* dph = drow + b2 * g.plane;                                      \
                            int64_t t = b2 >= pw ? 0 : (pw - b2 + sw - 1) / sw;                \
                            const int64_t j0 = b2 + t * sw - pw;                               \
                            const int64_t nj = j0 < w ? (w - j0 + sw - 1) / sw : 0;            \
                            const T* srow = src + i * xs2 + j0 * xs3;                          \
                            /* stride 2 over a contiguous row (ResNet's downsampling layers    \
                             * and stem): a constant stride GCC vectorizes with permutes; the   \
                             * general loop ran element by element, ~10% of a 3x3 stride-2     \
                             * layer's time */                                                 \
                            if (sw == 2 && xs3 == 1)                                           \
                                for (int64_t q = 0; q < nj; q++) dph[t + q] = srow[2 * q];     \
                            else                                                               \
                                for (int64_t q = 0; q < nj; q++) dph[t + q] = srow[q * sw * xs3]; \
                        }                                                                      \
                    }                                                                          \
                }                                                                              \
            }                                                                                  \
            /* dynamic, about 8 chunks a thread (ROWT): on a shared machine a thread that      \
             * loses its core for a while no longer holds back the whole call */               \
            _Pragma("omp for schedule(dynamic, chunk)")                                        \
            for (int64_t item = 0; item < kpanels * ntiles; item++) {                          \
                const int64_t kp = tile_major ? item % kpanels : item / ntiles;                \
                const int64_t tt = tile_major ? item / kpanels : item % ntiles;                \
                const int64_t rows = k - kp * PANEL < PANEL ? k - kp * PANEL : PANEL;          \
                /* tile positions q0.. (ROWT: pixels i * wo + j) of rows wrap wide */         \
                const int64_t t0 = tt * gt, t1 = ho * tpr - t0 < gt ? ho * tpr : t0 + gt;      \
                const int64_t p0 = (t0 / tpr) * wo + lc_cvv_col(t0 % tpr, tpr, wo);            \
                const int64_t p1 = (t1 / tpr) * wo + lc_cvv_col(t1 % tpr, tpr, wo);            \
                const int64_t wrap = ROWT ? wo : g.wq, q0 = ROWT ? p0 : tt * NR;               \
                const int64_t last = ROWT ? p1 - p0 : (g.npix - q0 < NR ? g.npix - q0 : NR);   \
                const int64_t tst = ROWT ? (last + 15) / 16 * 16 : NR;  /* channel stride */   \
                if (ROWT) {                                                                    \
                    const int inx = direct || inplace;  /* x read where it lies */             \
                    TILE(inx ? x + b * xs0 : xq, wp + kp * PANEL * c * ntap, off, c, ntap,     \
                         inx ? xs1 : g.cstride, inx ? xs2 : g.wq, t0, t1, wo, rows, acc,       \
                         flat ? NULL : tile, last, inplace ? &ip : NULL);                      \
                    if (flat) {  /* the item's pixels are contiguous in out: stored there */   \
                        const int64_t k0 = kp * PANEL;                                         \
                        STORE(acc, rows, last, out + b * os0 + k0 * os1 + p0, os1,             \
                              skip ? skip + b * zs0 + k0 * zs1 + p0 : NULL, zs1,               \
                              bias ? bias + k0 * bs : NULL, bs, act, (float)act_a,             \
                              (float)act_b);                                                   \
                        continue;                                                              \
                    }                                                                          \
                } else                                                                         \
                    lc_cv_kernel_##ISA##_##SFX(xq + q0, wp + kp * MR * c * ntap, off, c, ntap, \
                                               g.cstride, tile);                               \
                for (int64_t m = 0; m < rows; m++) {                                           \
                    const int64_t kk = kp * PANEL + m;                                         \
                    const T bv = bias ? bias[kk * bs] : (T)0;                                  \
                    int64_t i = q0 / wrap, j = q0 - i * wrap;                                  \
                    T* orow = out + b * os0 + kk * os1 + i * os2;                              \
                    T* trow = tile + m * tst;                                                  \
                    if (skip) {  /* the residual, gathered like the output is scattered, */  \
                        /* one stretch of an output row at a time (a vector loop) */          \
                        const T* zrow = skip + b * zs0 + kk * zs1 + i * zs2;                   \
                        for (int64_t p = 0, jj = j; p < last;) {                               \
                            const int64_t seg = wrap - jj < last - p ? wrap - jj : last - p;   \
                            const int64_t ok_ = jj >= wo ? 0 : wo - jj < seg ? wo - jj : seg;  \
                            T* t_ = trow + p;                                                  \
                            const T* z_ = zrow + jj * zs3;                                     \
                            if (zs3 == 1)                                                      \
                                for (int64_t q = 0; q < ok_; q++) t_[q] += z_[q];              \
                            else                                                               \
                                for (int64_t q = 0; q < ok_; q++) t_[q] += z_[q * zs3];        \
                            p += seg;                                                          \
                            if ((jj += seg) == wrap) { jj = 0; zrow += zs2; }                  \
                        }                                                                      \
                    }                                                                          \
                    lc_act_row_##SFX(trow, last, bv, act, (T)act_a, (T)act_b);                 \
                    for (int64_t p = 0; p < last;) {  /* a stretch of a row at a time */       \
                        const int64_t seg = wrap - j < last - p ? wrap - j : last - p;         \
                        const int64_t ok_ = j >= wo ? 0 : wo - j < seg ? wo - j : seg;         \
                        if (os3 == 1)                                                          \
                            for (int64_t q = 0; q < ok_; q++) orow[j + q] = trow[p + q];       \
                        else                                                                   \
                            for (int64_t q = 0; q < ok_; q++) orow[(j + q) * os3] = trow[p + q]; \
                        p += seg;                                                              \
                        if ((j += seg) == wrap) { j = 0; orow += os2; }                        \
                    }                                                                          \
                }                                                                              \
            }                                                                                  \
        }                                                                                      \
        }                                                                                      \
        free(tile); free(acc); free(ip.win);                                                   \
    }                                                                                          \
    free(xq); free(own_wp); free(off);                                                         \
    return failed ? -1 : 0;                                                                    \
}

#if defined(__AVX512F__)
#if !defined(LC_KERNEL_ONLY) || defined(LC_KERNEL_ONLY_avx512_f32)
LC_CV_DEFINE(avx512, f32, float, 8, LC_CVV_NW, LC_CVV_PANEL, lc_cvv_pack_w_avx512_f32,
             lc_cvv_rows_avx512_f32, lc_cvv_store_avx512_f32, 1, lc_pw_conv2d_avx512_f32)
#endif
#if !defined(LC_KERNEL_ONLY) || defined(LC_KERNEL_ONLY_avx512_f64)
LC_CV_DEFINE(avx512, f64, double, 8, 24, 8, lc_cv_pack_w_avx512_f64,
             LC_CV_NOTILE, LC_CV_NOTILE, 0, LC_CV_NO_POINTWISE)
#endif
#endif
#if defined(__AVX2__) && defined(__FMA__)
#if !defined(LC_KERNEL_ONLY) || defined(LC_KERNEL_ONLY_avx2_f32)
LC_CV_DEFINE(avx2, f32, float, 4, 24, 4, lc_cv_pack_w_avx2_f32,
             LC_CV_NOTILE, LC_CV_NOTILE, 0, LC_CV_NO_POINTWISE)
#endif
#if !defined(LC_KERNEL_ONLY) || defined(LC_KERNEL_ONLY_avx2_f64)
LC_CV_DEFINE(avx2, f64, double, 4, 12, 4, lc_cv_pack_w_avx2_f64,
             LC_CV_NOTILE, LC_CV_NOTILE, 0, LC_CV_NO_POINTWISE)
#endif
#endif
#if !defined(LC_KERNEL_ONLY) || defined(LC_KERNEL_ONLY_generic_f32)
LC_CV_DEFINE(generic, f32, float, 4, 12, 4, lc_cv_pack_w_generic_f32,
             LC_CV_NOTILE, LC_CV_NOTILE, 0, LC_CV_NO_POINTWISE)
#endif
#if !defined(LC_KERNEL_ONLY) || defined(LC_KERNEL_ONLY_generic_f64)
LC_CV_DEFINE(generic, f64, double, 4, 6, 4, lc_cv_pack_w_generic_f64,
             LC_CV_NOTILE, LC_CV_NOTILE, 0, LC_CV_NO_POINTWISE)
#endif

#endif /* LC_CV_CONV2D_H */
