/* conv2d.h's AVX-512 float32 register tile: output channels in the vector, output pixels
 * broadcast ("channel-vector" tile, the blocking of oneDNN's and onnxruntime's NCHWc direct
 * kernels, here reading conv2d.h's NCHW phase planes).
 *
 * Why not conv2d.h's pixel-vector tile (8 channels x 48 consecutive plane positions) on
 * AVX-512: a tile of 48 flattened positions computes the planes' padding columns and runs
 * past the image at the bottom, so a 7x7 output (ResNet's last stage) computed 96 positions
 * for 49 pixels and a 14x14 one 240 for 196 -- half and 82% of the FMAs useful -- and every
 * step loaded 3 unaligned input vectors (split across cache lines). Here a tile is NW <= 6
 * pixels of ONE output row (consecutive plane positions: the broadcasts are x[0..NW-1] at
 * immediate offsets) by KB <= 4 vectors of 16 output channels: per input channel and tap
 * KB weight loads (on a cache line in a model's packed pool) and NW broadcasts feed NW * KB
 * accumulators (24 of 32 registers at 6 x 4, the 4 weight vectors beside them). Rows split
 * evenly into tiles of at most 6 (a kernel per (KB, NW), all unrolled), so no FMA is spent
 * outside the output; output-channel counts are padded to 16 only (the last panel of a layer
 * whose channels are not a multiple of 64 is 1-3 vectors wide). Input channels go in blocks
 * whose weights stay in L1 while a work item's ~64 pixels stream by.
 *
 * Weights: panels of 64 output channels (the last one round16(k - 64 kp) wide), (c, tap,
 * channel) innermost, zero past k: panel kp starts at kp * 64 * c * r * s, so the packed
 * filter takes round16(k) * c * r * s elements (libops/prepack.py sizes the region for it).
 *
 * Rounding: the same order as conv2d.h's kernels (c increasing, taps in (r, s) order, from
 * zero, bias last), so the two tiles give identical sums.
 */
#ifndef LC_CV_CONV2D_CVEC_H
#define LC_CV_CONV2D_CVEC_H
#include <stdint.h>

/* Output pixels a work item covers (tiles of consecutive pixels in raster order, a tile never
 * crossing a row): enough to reuse each L1 weight block ~60 times, few enough that the
 * item's accumulators (64 channels x 4 bytes a pixel: 16 KiB) stay in L1 beside it. */
#define LC_CVV_GROUP_PIXELS 64

/* The first column of tile jt of a row of wo pixels in tpr = ceil(wo / 6) tiles: the row
 * split evenly (tiles of 7 -> 4 + 3, 56 -> 6 x 6 + 4 x 5), not into 6s and a short remainder,
 * whose few accumulators left the FMA units waiting (a 1-pixel tile: 4 dependency chains). */
static inline int64_t lc_cvv_col(int64_t jt, int64_t tpr, int64_t wo) { return jt * wo / tpr; }

#if defined(__AVX512F__) && (!defined(LC_KERNEL_ONLY) || defined(LC_KERNEL_ONLY_avx512_f32))
#include <immintrin.h>
#include <stdint.h>

#define LC_CVV_PANEL 64 /* output channels of a weight panel: 4 vectors of 16 */
#define LC_CVV_NW 6     /* output pixels of a tile (a row's last tile may have fewer) */

/* Panels [kp0, kp1) of the filter w (k x c x r x s, any strides) into wp. */
static void lc_cvv_pack_w_avx512_f32(const float* wt, int64_t k, int64_t c, int64_t r,
                                     int64_t s, int64_t ws0, int64_t ws1, int64_t ws2,
                                     int64_t ws3, int64_t kp0, int64_t kp1, float* restrict wp) {
    for (int64_t kp = kp0; kp < kp1; kp++) {
        const int64_t k0 = kp * LC_CVV_PANEL, rest = (k - k0 + 15) / 16 * 16;
        const int64_t width = rest < LC_CVV_PANEL ? rest : LC_CVV_PANEL;
        float* dst = wp + k0 * c * r * s;
        for (int64_t cc = 0; cc < c; cc++)
            for (int64_t rr = 0; rr < r; rr++)
                for (int64_t ss = 0; ss < s; ss++, dst += width)
                    for (int64_t m = 0; m < width; m++) {
                        const int64_t kk = k0 + m;
                        dst[m] = kk < k ? wt[kk * ws0 + cc * ws1 + rr * ws2 + ss * ws3] : 0.0f;
                    }
    }
}

/* tmp[p * 64 + m] = (accumulate ? tmp[p * 64 + m] : 0) + sum over c < nc, taps t of
 * xq[c * cstride + off[t] + p] *
 * wp[(c * ntap + t) * 16 KB + m], for p < NW, m < 16 KB (KB, NW constants after inlining). */
static inline __attribute__((always_inline)) void lc_cvv_body(
        const float* restrict xq, const float* restrict wp, const int64_t* restrict off,
        int64_t nc, int64_t ntap, int64_t cstride, float* restrict tmp, int accumulate,
        const int KB, const int NW) {
    __m512 acc[LC_CVV_NW][4];
    _Pragma("GCC unroll 6") for (int p = 0; p < NW; p++)
        _Pragma("GCC unroll 4") for (int b = 0; b < KB; b++)
            acc[p][b] = accumulate ? _mm512_load_ps(tmp + p * LC_CVV_PANEL + 16 * b)
                                   : _mm512_setzero_ps();
    for (int64_t c = 0; c < nc; c++) {
        for (int64_t t = 0; t < ntap; t++) {
            const float* x = xq + off[t];
            __m512 w[4];
            _Pragma("GCC unroll 4") for (int b = 0; b < KB; b++) {
                w[b] = _mm512_loadu_ps(wp + 16 * b);
                /* in a register: for NW <= 3 GCC folded the load into each FMA, NW loads of
                 * every weight vector per step (load-port bound, half the speed) */
                __asm__("" : "+v"(w[b]));
            }
            _Pragma("GCC unroll 6") for (int p = 0; p < NW; p++) {
                const __m512 xb = _mm512_set1_ps(x[p]);
                _Pragma("GCC unroll 4") for (int b = 0; b < KB; b++)
                    acc[p][b] = _mm512_fmadd_ps(w[b], xb, acc[p][b]);
            }
            wp += 16 * KB;
        }
        xq += cstride;
    }
    _Pragma("GCC unroll 6") for (int p = 0; p < NW; p++)
        _Pragma("GCC unroll 4") for (int b = 0; b < KB; b++)
            _mm512_store_ps(tmp + p * LC_CVV_PANEL + 16 * b, acc[p][b]);
}

typedef void (*lc_cvv_fn)(const float*, const float*, const int64_t*, int64_t, int64_t,
                          int64_t, float*, int);
/* (loops aligned to 64 bytes, as conv2d_pointwise.h's: where the hot loop falls must not
 * depend on unrelated code above it in the library) */
#define LC_CVV_INST(KB, NW)                                                                    \
__attribute__((optimize("align-loops=64")))                                                    \
static void lc_cvv_k##KB##_##NW(const float* xq, const float* wp, const int64_t* off,         \
                                int64_t nc, int64_t ntap, int64_t cstride, float* tmp,        \
                                int accumulate) {                                              \
    lc_cvv_body(xq, wp, off, nc, ntap, cstride, tmp, accumulate, KB, NW);                      \
}
#define LC_CVV_ROW(KB) LC_CVV_INST(KB, 1) LC_CVV_INST(KB, 2) LC_CVV_INST(KB, 3)                \
    LC_CVV_INST(KB, 4) LC_CVV_INST(KB, 5) LC_CVV_INST(KB, 6)
LC_CVV_ROW(1)
LC_CVV_ROW(2)
LC_CVV_ROW(3)
LC_CVV_ROW(4)
#define LC_CVV_TAB(KB) {lc_cvv_k##KB##_1, lc_cvv_k##KB##_2, lc_cvv_k##KB##_3, lc_cvv_k##KB##_4, \
                        lc_cvv_k##KB##_5, lc_cvv_k##KB##_6}
static const lc_cvv_fn lc_cvv_kernels[4][LC_CVV_NW] = {LC_CVV_TAB(1), LC_CVV_TAB(2),
                                                       LC_CVV_TAB(3), LC_CVV_TAB(4)};

/* The bytes of a weight block (one panel, cb input channels, all taps) kept in L1 while a
 * group of output rows streams by: under half of a 48 KiB L1d, the accumulators beside it. */
#define LC_CVV_L1_WEIGHTS (20 * 1024)
/* dst[m * ds + q] = src[q * 64 + m] for m, q < 16: a 16 x 16 transpose in registers (64
 * shuffles for 256 elements; element by element it took a third of a 1x1 layer's time). */
static inline __attribute__((always_inline)) void lc_cvv_transpose16_regs(const float* src,
                                                                         __m512 t[16]) {
    __m512 r[16];
    for (int q = 0; q < 16; q++) r[q] = _mm512_load_ps(src + q * LC_CVV_PANEL);
    for (int q = 0; q < 16; q += 2) {
        t[q] = _mm512_unpacklo_ps(r[q], r[q + 1]);
        t[q + 1] = _mm512_unpackhi_ps(r[q], r[q + 1]);
    }
    for (int q = 0; q < 16; q += 4) {
        r[q] = _mm512_castpd_ps(_mm512_unpacklo_pd(_mm512_castps_pd(t[q]),
                                                   _mm512_castps_pd(t[q + 2])));
        r[q + 1] = _mm512_castpd_ps(_mm512_unpackhi_pd(_mm512_castps_pd(t[q]),
                                                       _mm512_castps_pd(t[q + 2])));
        r[q + 2] = _mm512_castpd_ps(_mm512_unpacklo_pd(_mm512_castps_pd(t[q + 1]),
                                                       _mm512_castps_pd(t[q + 3])));
        r[q + 3] = _mm512_castpd_ps(_mm512_unpackhi_pd(_mm512_castps_pd(t[q + 1]),
                                                       _mm512_castps_pd(t[q + 3])));
    }
    /* r[4a + b] holds, in each 128-bit lane l, channel 4l + b of pixels 4a .. 4a + 3 */
    for (int b = 0; b < 4; b++) {
        const __m512 a0 = _mm512_shuffle_f32x4(r[b], r[4 + b], 0x88);   /* lanes 0,2 | 0,2 */
        const __m512 a1 = _mm512_shuffle_f32x4(r[b], r[4 + b], 0xdd);   /* lanes 1,3 | 1,3 */
        const __m512 a2 = _mm512_shuffle_f32x4(r[8 + b], r[12 + b], 0x88);
        const __m512 a3 = _mm512_shuffle_f32x4(r[8 + b], r[12 + b], 0xdd);
        t[b] = _mm512_shuffle_f32x4(a0, a2, 0x88);       /* lane 0: channel b */
        t[8 + b] = _mm512_shuffle_f32x4(a0, a2, 0xdd);   /* lane 2: channel 8 + b */
        t[4 + b] = _mm512_shuffle_f32x4(a1, a3, 0x88);   /* lane 1: channel 4 + b */
        t[12 + b] = _mm512_shuffle_f32x4(a1, a3, 0xdd);  /* lane 3: channel 12 + b */
    }
}
static inline void lc_cvv_transpose16(const float* src, float* dst, int64_t ds) {
    __m512 t[16];
    lc_cvv_transpose16_regs(src, t);
    for (int m = 0; m < 16; m++) _mm512_store_ps(dst + m * ds, t[m]);
}

/* The epilogue of a work item whose pixels are contiguous in out (rows of out contiguous and
 * wo wide, and so the residual's): acc[p * 64 + m] (p < npx, m < rows) transposed 16 x 16 in
 * registers and stored straight into out[m * ocs + p], the residual zb[m * zcs + p] and the
 * bias bk[m * bs] added and ReLU/ReLU6 (act 0-2) applied on the way -- instead of the
 * transpose into a tile, a pass for the epilogue and a memcpy per output-row stretch (a
 * third of a MobileNetV2 1x1 layer's time in its deep 14x14 and 7x7 layers). Same order as
 * that path: (acc + residual) + bias, then the activation. */
static void lc_cvv_store_avx512_f32(const float* restrict acc, int64_t rows, int64_t npx,
                                    float* restrict ob, int64_t ocs, const float* restrict zb,
                                    int64_t zcs, const float* restrict bk, int64_t bs, int act,
                                    float fa, float fb) {
    const __m512 lo = _mm512_set1_ps(fa), hi = _mm512_set1_ps(fb);
    for (int64_t m = 0; m < rows; m += 16) {
        const int64_t nm = rows - m < 16 ? rows - m : 16;
        for (int64_t q = 0; q < npx; q += 16) {
            const int64_t left = npx - q;
            const __mmask16 mk = left >= 16 ? (__mmask16)0xffff
                                            : (__mmask16)((1u << left) - 1u);
            __m512 t[16];
            lc_cvv_transpose16_regs(acc + q * LC_CVV_PANEL + m, t);
            for (int64_t mm = 0; mm < nm; mm++) {
                __m512 v = t[mm];
                if (zb) v = _mm512_add_ps(v, _mm512_maskz_loadu_ps(mk, zb + (m + mm) * zcs + q));
                v = _mm512_add_ps(v, _mm512_set1_ps(bk ? bk[(m + mm) * bs] : 0.0f));
                if (act == 1) v = _mm512_max_ps(_mm512_setzero_ps(), v);
                else if (act == 2) v = _mm512_min_ps(hi, _mm512_max_ps(lo, v));
                _mm512_mask_storeu_ps(ob + (m + mm) * ocs + q, mk, v);
            }
        }
    }
}


/* Tiles [t0, t1) of the output (tile t: row t / tpr, pixels lc_cvv_col(t % tpr) .. of it)
 * for the panel at wp (rows <= 64 output channels), all input channels, into
 * tile[m * tst + p] (p < npx: the item's pixels in raster order; tst = npx rounded up to 16;
 * the driver's row-per-channel layout). Input channels go in blocks whose weights fit
 * LC_CVV_L1_WEIGHTS; each block runs over every tile of the item, accumulating in acc[p * 64 +
 * m] (room for tst pixels). */
static void lc_cvv_rows_avx512_f32(const float* xq, const float* wp, const int64_t* off,
                                   int64_t nc, int64_t ntap, int64_t cstride, int64_t wq,
                                   int64_t t0, int64_t t1, int64_t wo, int64_t rows,
                                   float* restrict acc, float* restrict tile, int64_t npx) {
    const int64_t kb = (rows + 15) / 16, width = 16 * kb, tpr = (wo + LC_CVV_NW - 1) / LC_CVV_NW;
    int64_t cb = LC_CVV_L1_WEIGHTS / (ntap * width * (int64_t)sizeof(float));
    cb = cb < 1 ? 1 : cb;
    const lc_cvv_fn* kern = lc_cvv_kernels[kb - 1];
    /* each tile's input position and width, once per item (not three divisions per tile and
     * input-channel block: they showed in a 3x3 layer's profile); t1 - t0 <= the driver's
     * LC_CVV_GROUP_PIXELS / LC_CVV_NW tiles */
    int64_t pos[LC_CVV_GROUP_PIXELS], nws[LC_CVV_GROUP_PIXELS];
    for (int64_t t = t0; t < t1; t++) {
        const int64_t i = t / tpr, jt = t - i * tpr, j = lc_cvv_col(jt, tpr, wo);
        pos[t - t0] = i * wq + j;
        nws[t - t0] = lc_cvv_col(jt + 1, tpr, wo) - j;
    }
    for (int64_t c0 = 0; c0 < nc; c0 += cb) {
        const int64_t n = nc - c0 < cb ? nc - c0 : cb;
        const float* xb = xq + c0 * cstride;
        const float* wb = wp + c0 * ntap * width;
        float* a = acc;
        for (int64_t t = 0; t < t1 - t0; t++) {
            kern[nws[t] - 1](xb + pos[t], wb, off, n, ntap, cstride, a, c0 > 0);
            a += nws[t] * LC_CVV_PANEL;
        }
    }
    if (!tile) return;  /* the caller stores acc itself (lc_cvv_store_avx512_f32) */
    const int64_t tst = (npx + 15) / 16 * 16;
    for (int64_t m = 0; m < rows; m += 16)
        for (int64_t q = 0; q < npx; q += 16)
            lc_cvv_transpose16(acc + q * LC_CVV_PANEL + m, tile + m * tst + q, tst);
}
#endif
#endif /* LC_CV_CONV2D_CVEC_H */
