/* conv2d.h's pointwise path for AVX-512 float32: a 1x1 convolution of stride 1 without
 * padding over contiguous planes is the product out[k, p] = sum_c w[k, c] x[c, p] with every
 * row (an input channel's plane, an output channel's plane) contiguous, so its register tile
 * is a GEMM's: MR <= 6 output channels by NV <= 4 vectors of 16 consecutive pixels, each step
 * NV loads of x, MR weight broadcasts and MR * NV FMAs (24 accumulators), and the tile is
 * stored straight into out's rows with the residual, the bias and ReLU/ReLU6 applied in
 * registers (a pixel tail: masked loads and stores).
 *
 * Why not conv2d_cvec.h's channel-vector tile: it holds pixels x channels, so its result goes
 * through a 16 x 16 transpose into a tile, a pass adding the bias and the activation, and a
 * copy of each output row stretch into out -- three passes over every output element around
 * a reduction that, in MobileNetV2's expansions (16 to 160 input channels), is only 16 to
 * 160 FMAs long; the copies took 30% of the network (docs/results/2026-11-27-mobilenetv2.md).
 *
 * Weights: the packed filter of conv2d_cvec.h (panels of 64 output channels, (c, channel)
 * innermost, the panel round16 wide), read in place: a tile's MR channels are MR consecutive
 * floats of a panel row, broadcast from memory. Blocking: input channels in blocks of at most
 * 128 and pixels in super-tiles of whole 64-pixel tiles such that a block's x over a
 * super-tile (<= 32 KiB) stays in L1 while every channel tile runs over it; the partial sums
 * of a block but the last go to out as they are and are loaded back by the next (float32
 * either way: the same sums as one pass). A late layer (960 channels, 49 pixels) then reads
 * its x from L1 instead of streaming it from L2 once per 6 output channels.
 *
 * Rounding: each output sums c in increasing order from zero, adds the residual, then the
 * bias (conv2d_cvec.h's order: the same values bit for bit).
 */
#ifndef LC_CV_CONV2D_POINTWISE_H
#define LC_CV_CONV2D_POINTWISE_H
#if defined(__AVX512F__) && (!defined(LC_KERNEL_ONLY) || defined(LC_KERNEL_ONLY_avx512_f32))
#include <immintrin.h>
#include <stdint.h>
#include <stdlib.h>

#define LC_PW_MR 6  /* output channels of a tile */
#define LC_PW_NV 4  /* vectors of 16 pixels of a tile */
#define LC_PW_GROUPS ((LC_CVV_PANEL + LC_PW_MR - 1) / LC_PW_MR)  /* tiles of a weight panel */
#define LC_PW_CB 128            /* the most input channels of a block */
#define LC_PW_L1_X (32 * 1024)  /* the bytes of x a block keeps in L1 (of 48 KiB) */
/* Where the path applies: planes of at least LC_PW_MIN_PIXELS, or reductions of at most
 * LC_PW_SHORT_C input channels. A deep reduction over a small plane (ResNet-50's last stage:
 * 2048 channels, 49 pixels) stays with conv2d_cvec.h: its tile wastes no lanes on a plane of
 * 49 (here 15 of 64) and its write-back passes are small beside 2048 FMAs per output; there
 * the pointwise tile measured 0.6-0.7x conv2d_cvec.h's speed, at 56x56 or with <= 320
 * channels 1.0-2.4x (docs/results/2026-11-27-mobilenetv2.md). */
#define LC_PW_MIN_PIXELS 784
#define LC_PW_SHORT_C 320

/* One tile: ob[m * ocs + q] = act(sum_cc wq[cc * width + m] xb[cc * xcs + q] + zb[m * zcs
 * + q] + bias[m * bs]) for m < MR, q < 16 NV (the last vector's lanes in `last`). */
static inline __attribute__((always_inline)) void lc_pw_body(
        const float* restrict xb, int64_t xcs, int64_t c, const float* restrict wq,
        int64_t width, float* restrict ob, int64_t ocs, const float* restrict zb, int64_t zcs,
        const float* restrict bk, int64_t bs, __mmask16 last, int act,
        const float* restrict ab, int first, int final, const int MR, const int NV,
        const int MASKED) {
    __m512 acc[LC_PW_MR][LC_PW_NV];
    _Pragma("GCC unroll 6") for (int m = 0; m < MR; m++)
        _Pragma("GCC unroll 4") for (int v = 0; v < NV; v++)
            acc[m][v] = first ? _mm512_setzero_ps()
                              : _mm512_maskz_loadu_ps(v == NV - 1 ? last : (__mmask16)0xffff,
                                                      ob + m * ocs + 16 * v);
    for (int64_t cc = 0; cc < c; cc++) {
        __m512 xv[LC_PW_NV];
        _Pragma("GCC unroll 4") for (int v = 0; v < NV; v++)
            xv[v] = MASKED && v == NV - 1 ? _mm512_maskz_loadu_ps(last, xb + 16 * v)
                                          : _mm512_loadu_ps(xb + 16 * v);
        _Pragma("GCC unroll 6") for (int m = 0; m < MR; m++) {
            const __m512 wb = _mm512_set1_ps(wq[m]);
            _Pragma("GCC unroll 4") for (int v = 0; v < NV; v++)
                acc[m][v] = _mm512_fmadd_ps(wb, xv[v], acc[m][v]);
        }
        xb += xcs;
        wq += width;
    }
    if (!final) {  /* a partial sum over an input-channel block: stored as it is */
        _Pragma("GCC unroll 6") for (int m = 0; m < MR; m++)
            _Pragma("GCC unroll 4") for (int v = 0; v < NV; v++)
                _mm512_mask_storeu_ps(ob + m * ocs + 16 * v,
                                      v == NV - 1 ? last : (__mmask16)0xffff, acc[m][v]);
        return;
    }
    const __m512 lo = _mm512_set1_ps(ab[0]), hi = _mm512_set1_ps(ab[1]);
    _Pragma("GCC unroll 6") for (int m = 0; m < MR; m++) {
        const __m512 bv = _mm512_set1_ps(bk ? bk[m * bs] : 0.0f);
        _Pragma("GCC unroll 4") for (int v = 0; v < NV; v++) {
            const __mmask16 mk = v == NV - 1 ? last : (__mmask16)0xffff;
            __m512 t = acc[m][v];
            if (zb) t = _mm512_add_ps(t, _mm512_maskz_loadu_ps(mk, zb + m * zcs + 16 * v));
            t = _mm512_add_ps(t, bv);
            /* activation.h's relu and clip, NaN kept (see dwconv2d_direct.h's lc_dwd_act) */
            if (act == 1) t = _mm512_max_ps(_mm512_setzero_ps(), t);
            else if (act == 2) t = _mm512_min_ps(hi, _mm512_max_ps(lo, t));
            _mm512_mask_storeu_ps(ob + m * ocs + 16 * v, mk, t);
        }
    }
}

/* A kernel per (MR, NV) and whether the last vector is partial (masked loads in the loop:
 * a whole tile's loop is plain loads; the activation's parameters behind a pointer, so that
 * no register is held for them through the loop -- GCC spilled an x vector for them) */
typedef void (*lc_pw_fn)(const float*, int64_t, int64_t, const float*, int64_t, float*, int64_t,
                         const float*, int64_t, const float*, int64_t, __mmask16, int,
                         const float*, int, int);
/* (loops aligned to 64 bytes: the hot loop is ~210 bytes; placed at 48 mod 64 by unrelated
 * code above it in the library it spanned five 64-byte windows instead of four and a 256->1024
 * 14x14 layer ran 0.1x ORT slower, docs/results/2026-11-28-conv-kernels.md) */
#define LC_PW_INST(MR, NV, MK)                                                                 \
__attribute__((optimize("align-loops=64")))                                                    \
static void lc_pw_k##MR##_##NV##_##MK(const float* xb, int64_t xcs, int64_t c,                \
                                      const float* wq, int64_t width, float* ob, int64_t ocs,  \
                                      const float* zb, int64_t zcs, const float* bk,           \
                                      int64_t bs, __mmask16 last, int act, const float* ab,    \
                                      int first, int final) {                                  \
    lc_pw_body(xb, xcs, c, wq, width, ob, ocs, zb, zcs, bk, bs, last, act, ab, first, final,   \
               MR, NV, MK);                                                                    \
}
#define LC_PW_ROW(MR, MK) LC_PW_INST(MR, 1, MK) LC_PW_INST(MR, 2, MK) LC_PW_INST(MR, 3, MK)     \
    LC_PW_INST(MR, 4, MK)
LC_PW_ROW(1, 0) LC_PW_ROW(2, 0) LC_PW_ROW(3, 0) LC_PW_ROW(4, 0) LC_PW_ROW(5, 0) LC_PW_ROW(6, 0)
LC_PW_ROW(1, 1) LC_PW_ROW(2, 1) LC_PW_ROW(3, 1) LC_PW_ROW(4, 1) LC_PW_ROW(5, 1) LC_PW_ROW(6, 1)
#define LC_PW_TAB(MR, MK) {lc_pw_k##MR##_1_##MK, lc_pw_k##MR##_2_##MK, lc_pw_k##MR##_3_##MK,   \
                           lc_pw_k##MR##_4_##MK}
static const lc_pw_fn lc_pw_kernels[2][LC_PW_MR][LC_PW_NV] = {
    {LC_PW_TAB(1, 0), LC_PW_TAB(2, 0), LC_PW_TAB(3, 0), LC_PW_TAB(4, 0), LC_PW_TAB(5, 0),
     LC_PW_TAB(6, 0)},
    {LC_PW_TAB(1, 1), LC_PW_TAB(2, 1), LC_PW_TAB(3, 1), LC_PW_TAB(4, 1), LC_PW_TAB(5, 1),
     LC_PW_TAB(6, 1)}};

/* The pointwise convolution of n images of c planes of np contiguous pixels (image stride
 * xs0, plane stride xs1) by the k x c filter wt (strides ws0, ws1; or wpacked: it packed by
 * lc_cvv_pack_w_avx512_f32) into k planes of out (os0, os1), skip (NULL or zs0, zs1) added:
 * 0, -1 when the packed filter cannot be allocated, -3 when the path does not apply (see
 * LC_PW_MIN_PIXELS). conv2d.h checked the extents and chose
 * the threads. */
static int lc_pw_conv2d_avx512_f32(const float* x, int64_t n, int64_t c, int64_t np,
                                   int64_t xs0, int64_t xs1, const float* wt, int64_t ws0,
                                   int64_t ws1, const float* wpacked, int64_t k,
                                   const float* bias, int64_t bs, const float* skip,
                                   int64_t zs0, int64_t zs1, float* out, int64_t os0,
                                   int64_t os1, int act, double act_a, double act_b,
                                   int threads) {
    if (np < LC_PW_MIN_PIXELS && c > LC_PW_SHORT_C) return -3;
    float* own = NULL;
    if (!wpacked) {  /* a filter that is not a model constant: packed on every call */
        const int64_t kp = (k + LC_CVV_PANEL - 1) / LC_CVV_PANEL;
        own = (float*)aligned_alloc(64, (size_t)(kp * LC_CVV_PANEL * c) * sizeof(float) + 64);
        if (!own) return -1;
        lc_cvv_pack_w_avx512_f32(wt, k, c, 1, 1, ws0, ws1, 0, 0, 0, kp, own);
    }
    const float* wp = wpacked ? wpacked : own;
    /* input channels in nb blocks of cb, pixels in super-tiles of ps (whole 64-pixel tiles):
     * a block's x over a super-tile fits L1 while every channel tile runs over it */
    const int64_t nb = (c + LC_PW_CB - 1) / LC_PW_CB, cb = (c + nb - 1) / nb;
    const int64_t tilepx = 16 * LC_PW_NV;
    int64_t ps = LC_PW_L1_X / (cb * (int64_t)sizeof(float)) / tilepx * tilepx;
    ps = ps < tilepx ? tilepx : ps;
    const int64_t nst = (np + ps - 1) / ps;
    const int64_t kpanels = (k + LC_CVV_PANEL - 1) / LC_CVV_PANEL;
    const int64_t ngroups = kpanels * LC_PW_GROUPS;
    /* with threads, the channel tiles split in chunks too when super-tiles are few */
    int64_t gchunks = threads > 1 ? (4 * threads + n * nst - 1) / (n * nst) : 1;
    gchunks = gchunks > ngroups ? ngroups : gchunks;
    const int64_t per_image = nst * gchunks;
    const float ab[2] = {(float)act_a, (float)act_b};
    _Pragma("omp parallel for num_threads(threads) if(threads > 1) schedule(dynamic, 1)")
    for (int64_t item = 0; item < n * per_image; item++) {
        const int64_t b = item / per_image, it = item - b * per_image;
        const int64_t st = it / gchunks, gc = it - st * gchunks;
        const int64_t g0 = gc * ngroups / gchunks, g1 = (gc + 1) * ngroups / gchunks;
        const int64_t s0 = st * ps, s1 = s0 + ps < np ? s0 + ps : np;
        for (int64_t c0 = 0; c0 < c; c0 += cb) {
            const int64_t nc = c - c0 < cb ? c - c0 : cb;
            const int first = c0 == 0, final = c0 + nc == c;
            for (int64_t g = g0; g < g1; g++) {
                const int64_t kp = g / LC_PW_GROUPS, m0 = (g - kp * LC_PW_GROUPS) * LC_PW_MR;
                const int64_t rows = k - kp * LC_CVV_PANEL < LC_CVV_PANEL
                                     ? k - kp * LC_CVV_PANEL : LC_CVV_PANEL;
                if (m0 >= rows) continue;  /* the last panel's groups past k */
                const int64_t mr = rows - m0 < LC_PW_MR ? rows - m0 : LC_PW_MR;
                const int64_t width = (rows + 15) / 16 * 16, k0 = kp * LC_CVV_PANEL + m0;
                const float* wq = wp + kp * LC_CVV_PANEL * c + c0 * width + m0;
                for (int64_t p0 = s0; p0 < s1; p0 += tilepx) {
                    const int64_t left = s1 - p0;
                    const int64_t nv = left >= tilepx ? LC_PW_NV : (left + 15) / 16;
                    const int64_t tail = left - 16 * (nv - 1);
                    const __mmask16 last = tail >= 16 ? (__mmask16)0xffff
                                                      : (__mmask16)((1u << tail) - 1u);
                    float* ob = out + b * os0 + k0 * os1 + p0;
                    lc_pw_kernels[tail < 16][mr - 1][nv - 1](
                        x + b * xs0 + c0 * xs1 + p0, xs1, nc, wq, width, ob, os1,
                        skip ? skip + b * zs0 + k0 * zs1 + p0 : NULL, zs1,
                        bias ? bias + k0 * bs : NULL, bs, last, act, ab, first, final);
                    if (act > 2 && final)
                        for (int64_t m = 0; m < mr; m++)
                            lc_act_row_f32(ob + m * os1, left < tilepx ? left : tilepx, 0.0f,
                                           act, ab[0], ab[1]);
                }
            }
        }
    }
    free(own);
    return 0;
}
#endif
#endif /* LC_CV_CONV2D_POINTWISE_H */
