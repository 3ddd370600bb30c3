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

/* The bytes of a weight block (one panel, cb input channels, all taps) kept in L1 while a
 * group of output rows streams by: under half of a 48 KiB L1d, the accumulators beside it. */
#define LC_CVV_L1_WEIGHTS (20 * 1024)

/* A stride-1 convolution read in place, without conv2d.h's padded plane: a tile whose taps
 * all fall inside x reads x where it lies; an edge tile (a tap in the padding) reads a zero-
 * padded copy of its window -- per input channel r rows of LC_CVV_WIN floats, x's columns
 * j - pw .. j - pw + nw + s - 2 -- that the thread builds in win, one channel block at a time.
 * Why: the plane is a copy of the whole input (memcpy + padding, ~5% of a 56x56 3x3 layer),
 * and beside x and out it pushes the layer past L2 in a network (x 0.8 MB + plane 0.86 MB +
 * out 0.8 MB for ResNet's 64-channel 56x56 layers, 2 MiB L2), where onnxruntime's blocked
 * layout reads its input in place (docs/results/2026-11-28-whole-network.md). */
#define LC_CVV_WIN 16
typedef struct {
    int64_t h, w, ph, pw, r, s, sh, sw;  /* x's extents, the padding, the filter's, the strides */
    const int64_t* offw;         /* tap (rr, ss) at rr * LC_CVV_WIN + ss of a window */
    float* win;                  /* the thread's windows: a channel block's */
} lc_cvv_inplace;

/* The columns of x a tile of nw pixels reads, from its first pixel's first tap on. */
static inline int64_t lc_cvv_span(const lc_cvv_inplace* ip, int64_t nw) {
    return (nw - 1) * ip->sw + ip->s;
}

/* Whether the tile at output row i, columns j .. j + nw - 1 reads only x's own pixels. */
static inline int lc_cvv_interior(const lc_cvv_inplace* ip, int64_t i, int64_t j, int64_t nw) {
    return i * ip->sh >= ip->ph && i * ip->sh - ip->ph + ip->r <= ip->h
           && j * ip->sw >= ip->pw && j * ip->sw - ip->pw + lc_cvv_span(ip, nw) <= ip->w;
}

/* Whether reading in place pays: a window is copied per edge tile, channel block and output
 * channel panel, so where most tiles touch the padding the one plane copy moves less. In
 * place when at most a third of the tiles are edge tiles at stride 1 (56 x 56: 23%; 28 x 28,
 * 44%, ran 4% slower in place, 14 x 14 11%, 7 x 7 18%), half at stride 2, whose plane copy
 * deinterleaves (56 -> 28: 23%, 1.14-1.26x faster in place; 28 -> 14: 38%, 1.09x; 14 -> 7:
 * 57%, 0.98x); docs/results/2026-11-28-whole-network.md. */
static int lc_cvv_inplace_pays(const lc_cvv_inplace* ip, int64_t ho, int64_t wo, int64_t nw) {
    if (lc_cvv_span(ip, nw) > LC_CVV_WIN || ip->sw > 2) return 0;
    const int64_t tpr = (wo + nw - 1) / nw;
    int64_t edge = 0;
    for (int64_t i = 0; i < ho; i++)
        for (int64_t jt = 0; jt < tpr; jt++) {
            const int64_t j = lc_cvv_col(jt, tpr, wo);
            edge += !lc_cvv_interior(ip, i, j, lc_cvv_col(jt + 1, tpr, wo) - j);
        }
    return (ip->sw == 2 ? 2 : 3) * edge <= ho * tpr;
}

/* Floats of a thread's windows: a work item's tiles (gt) times the largest channel block
 * lc_cvv_rows takes (its weights for 16 output channels within LC_CVV_L1_WEIGHTS), r rows of
 * LC_CVV_WIN each. */
static inline int64_t lc_cvv_window_floats(int64_t c, int64_t r, int64_t s, int64_t gt) {
    int64_t cb = LC_CVV_L1_WEIGHTS / (r * s * 16 * (int64_t)sizeof(float));
    cb = cb < 1 ? 1 : cb > c ? c : cb;
    return gt * cb * r * LC_CVV_WIN;
}

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
 * xq[c * cstride + off[t] + p * PS] *
 * wp[(c * ntap + t) * 16 KB + m], for p < NW, m < 16 KB (KB, NW, PS constants after inlining). */
static inline __attribute__((always_inline)) void lc_cvv_body(
        const float* restrict xq, const float* restrict wp, const int64_t* restrict off,
        int64_t nc, int64_t ntap, int64_t cstride, float* restrict tmp, int accumulate,
        const int KB, const int NW, const int PS) {
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
                const __m512 xb = _mm512_set1_ps(x[p * PS]);
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
/* PS: the input pixels' distance (the stride, read in place; 1 in the planes). _s2: stride 2 */
#define LC_CVV_INST(KB, NW, PS, SUF)                                                           \
__attribute__((optimize("align-loops=64")))                                                    \
static void lc_cvv_k##KB##_##NW##SUF(const float* xq, const float* wp, const int64_t* off,    \
                                     int64_t nc, int64_t ntap, int64_t cstride, float* tmp,   \
                                     int accumulate) {                                         \
    lc_cvv_body(xq, wp, off, nc, ntap, cstride, tmp, accumulate, KB, NW, PS);                  \
}
#define LC_CVV_ROW(KB, PS, SUF) LC_CVV_INST(KB, 1, PS, SUF) LC_CVV_INST(KB, 2, PS, SUF)         \
    LC_CVV_INST(KB, 3, PS, SUF) LC_CVV_INST(KB, 4, PS, SUF) LC_CVV_INST(KB, 5, PS, SUF)        \
    LC_CVV_INST(KB, 6, PS, SUF)
LC_CVV_ROW(1, 1, )
LC_CVV_ROW(2, 1, )
LC_CVV_ROW(3, 1, )
LC_CVV_ROW(4, 1, )
LC_CVV_ROW(1, 2, _s2)
LC_CVV_ROW(2, 2, _s2)
LC_CVV_ROW(3, 2, _s2)
LC_CVV_ROW(4, 2, _s2)
#define LC_CVV_TAB(KB, SUF) {lc_cvv_k##KB##_1##SUF, lc_cvv_k##KB##_2##SUF, lc_cvv_k##KB##_3##SUF, \
                             lc_cvv_k##KB##_4##SUF, lc_cvv_k##KB##_5##SUF, lc_cvv_k##KB##_6##SUF}
/* [stride - 1][KB - 1][NW - 1] */
static const lc_cvv_fn lc_cvv_kernels[2][4][LC_CVV_NW] = {
    {LC_CVV_TAB(1, ), LC_CVV_TAB(2, ), LC_CVV_TAB(3, ), LC_CVV_TAB(4, )},
    {LC_CVV_TAB(1, _s2), LC_CVV_TAB(2, _s2), LC_CVV_TAB(3, _s2), LC_CVV_TAB(4, _s2)}};

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


/* The windows of an edge tile (output row i, columns j .. j + nw - 1) for input channels
 * x, x + cs, ... (n of them, rows rs apart) into ip->win: zeros where a tap falls in the
 * padding. One masked load per row (the masked-off lanes, outside x, are not read). */
static inline void lc_cvv_window(const lc_cvv_inplace* ip, const float* x, int64_t cs,
                                 int64_t rs, int64_t n, int64_t i, int64_t j, int64_t nw,
                                 float* restrict d) {
    const int64_t j0 = j * ip->sw - ip->pw, span = lc_cvv_span(ip, nw);
    uint32_t m = 0;
    for (int64_t q = 0; q < span; q++)
        if (j0 + q >= 0 && j0 + q < ip->w) m |= 1u << q;
    const __mmask16 mk = (__mmask16)m;
    for (int64_t c = 0; c < n; c++, x += cs)
        for (int64_t rr = 0; rr < ip->r; rr++, d += LC_CVV_WIN) {
            const int64_t ii = i * ip->sh - ip->ph + rr;
            _mm512_store_ps(d, ii >= 0 && ii < ip->h
                                   ? _mm512_maskz_loadu_ps(mk, x + ii * rs + j0)
                                   : _mm512_setzero_ps());
        }
}

/* Tiles [t0, t1) of the output (tile t: row t / tpr, pixels lc_cvv_col(t % tpr) .. of it)
 * for the panel at wp (rows <= 64 output channels), all input channels, into
 * tile[m * tst + p] (p < npx: the item's pixels in raster order; tst = npx rounded up to 16;
 * the driver's row-per-channel layout). Input channels go in blocks whose weights fit
 * LC_CVV_L1_WEIGHTS; each block runs over every tile of the item, accumulating in acc[p * 64 +
 * m] (room for tst pixels). ip: NULL (xq: the padded planes, off their taps), or a stride-1
 * convolution read in place (xq: x, cstride and wq its channel and row strides, off the taps
 * relative to a tile's top-left input pixel). */
static void lc_cvv_rows_avx512_f32(const float* xq, const float* wp, const int64_t* off,
                                   int64_t nc, int64_t ntap, int64_t cstride, int64_t wq,
                                   int64_t t0, int64_t t1, int64_t wo, int64_t rows,
                                   float* restrict acc, float* restrict tile, int64_t npx,
                                   const lc_cvv_inplace* ip) {
    const int64_t kb = (rows + 15) / 16, width = 16 * kb, tpr = (wo + LC_CVV_NW - 1) / LC_CVV_NW;
    int64_t cb = LC_CVV_L1_WEIGHTS / (ntap * width * (int64_t)sizeof(float));
    cb = cb < 1 ? 1 : cb;
    const lc_cvv_fn* kern = lc_cvv_kernels[ip ? ip->sw - 1 : 0][kb - 1];
    const int64_t ip_r = ip ? ip->r : 0;
    /* each tile's input position and width, once per item (not three divisions per tile and
     * input-channel block: they showed in a 3x3 layer's profile); t1 - t0 <= the driver's
     * LC_CVV_GROUP_PIXELS / LC_CVV_NW tiles */
    int64_t pos[LC_CVV_GROUP_PIXELS], nws[LC_CVV_GROUP_PIXELS], edge[LC_CVV_GROUP_PIXELS];
    for (int64_t t = t0; t < t1; t++) {
        const int64_t i = t / tpr, jt = t - i * tpr, j = lc_cvv_col(jt, tpr, wo);
        nws[t - t0] = lc_cvv_col(jt + 1, tpr, wo) - j;
        /* an edge tile: its row + 1 in edge, its column in pos */
        edge[t - t0] = ip && !lc_cvv_interior(ip, i, j, nws[t - t0]) ? i + 1 : 0;
        pos[t - t0] = edge[t - t0] ? j
                      : ip ? (i * ip->sh - ip->ph) * wq + j * ip->sw - ip->pw : i * wq + j;
    }
    for (int64_t c0 = 0; c0 < nc; c0 += cb) {
        const int64_t n = nc - c0 < cb ? nc - c0 : cb;
        const float* xb = xq + c0 * cstride;
        const float* wb = wp + c0 * ntap * width;
        /* the block's windows of all the item's edge tiles first, the tiles after them (a
         * tile reading the window just stored stalled on the stores: the windows cost as
         * much as the plane copy they replace) */
        const int64_t wst = n * ip_r * LC_CVV_WIN;
        for (int64_t t = 0, e = 0; t < t1 - t0; t++)
            if (edge[t]) lc_cvv_window(ip, xb, cstride, wq, n, edge[t] - 1, pos[t], nws[t],
                                       ip->win + e++ * wst);
        float* a = acc;
        for (int64_t t = 0, e = 0; t < t1 - t0; t++) {
            if (edge[t]) {
                kern[nws[t] - 1](ip->win + e++ * wst, wb, ip->offw, n, ntap, ip->r * LC_CVV_WIN,
                                 a, c0 > 0);
            } else
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
