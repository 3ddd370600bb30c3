/* loopcraft's depthwise conv2d kernels, NCHW activations, (C, 1, R, S) filters:
 *   out[n, c, i, j] = act(bias[c] + sum_{r, s} xpad[n, c, i*sh + r, j*sw + s] * w[c, 0, r, s])
 * (xpad: x with ph rows / pw columns of zeros on each side; act: activation.h's code act with
 * its parameters act_a, act_b -- conv2d.h's ABI -- or identity when act is 0).
 *
 * Why its own kernel: a depthwise convolution (groups == channels, MobileNet's) has no sum
 * over input channels, so conv2d.h's register tile of MR output channels sharing one input
 * has nothing to share, and the loop nest the front end otherwise emits tests the padding per
 * tap and runs at a few GFLOP/s. Here each (image, channel) plane is one independent 2-d
 * stencil: vectorized over output pixels with the ISA's vector width, channels split among
 * OpenMP threads.
 *
 * Layout (the same phase-plane trick as conv2d.h, per channel): the channel is copied with
 * its zero padding into sh * sw phase planes -- plane (a, b) holds the padded rows a, a + sh,
 * ... and columns b, b + sw, ... -- of wq = Wo + (S - 1) / sw columns. Tap (r, s) of output
 * pixel (i, j) then lies at row i + r / sh, column j + s / sw of plane (r % sh, s % sw), so
 * over the flattened index q = i * wq + j every tap is one constant offset: the inner loop is
 * contiguous vector loads and FMAs with no edge test, at any stride. The columns j >= Wo
 * ((S - 1) / sw per row) are computed and dropped. The sums go to a flat output plane, which
 * the write-back copies row by row into out (any strides) with the bias and the activation
 * (applied to the row in the flat plane, in L1, in one vectorized loop per activation:
 * MobileNet's ReLU6 after every depthwise layer then costs no pass over out).
 *
 * Register tile: NV vectors of consecutive q, every tap's weight broadcast; the tap loop is
 * unrolled for 3x3 and 5x5 filters (the dispatch passes the tap count as a constant).
 *
 * AVX-512 float32 with contiguous rows (a model's activations) takes dwconv2d_direct.h's
 * kernel instead (no copy: masked loads read the padding as zeros); this one serves the other
 * ISAs and types, strided rows and strides above 2 columns.
 *
 * Rounding: each output sums its taps in (r, s) order from zero and adds the bias last, like
 * conv2d.h.
 */
#ifndef LC_DW_DWCONV2D_H
#define LC_DW_DWCONV2D_H
#ifndef LC_KERNEL_API  /* static when pasted into a module; exported from the kernel library */
#define LC_KERNEL_API static
#endif
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#define LC_DW_ALIGN 64
/* Below this many multiply-adds a call runs on one thread (a team costs more). */
#define LC_DW_SERIAL_WORK 2.0e5

static void* lc_dw_alloc(size_t bytes) {
    size_t n = (bytes + LC_DW_ALIGN - 1) / LC_DW_ALIGN * LC_DW_ALIGN;
    return aligned_alloc(LC_DW_ALIGN, n ? n : LC_DW_ALIGN);
}

static int64_t lc_dw_floordiv(int64_t a, int64_t b) {  /* Python's //, b > 0 */
    return a >= 0 ? a / b : -((-a + b - 1) / b);
}

static int64_t lc_dw_ceildiv(int64_t a, int64_t b) {  /* b > 0 */
    return -lc_dw_floordiv(-a, b);
}

/* Copies one chunk of CH bytes (a constant: inlined as one vector move). */
#define LC_DW_CHUNK(CH, dst, src, o)                                                           \
    do { char lc_t_[CH]; memcpy(lc_t_, (src) + (o), CH); memcpy((dst) + (o), lc_t_, CH); }     \
    while (0)

/* memcpy of a short row (bytes >= the element size, a multiple of it) without a call: chunks
 * of the widest size that fits, the last one overlapping the one before (a plane row is often
 * shorter than a vector, and a call of memcpy per row cost more than the copy). */
static inline __attribute__((always_inline)) void lc_dw_copy(char* restrict dst,
                                                             const char* restrict src,
                                                             int64_t bytes, int64_t item) {
#define LC_DW_COPY_WITH(CH)                                                                    \
    if (bytes >= CH) {                                                                         \
        int64_t o = 0;                                                                         \
        for (; o + CH <= bytes; o += CH) LC_DW_CHUNK(CH, dst, src, o);                         \
        if (o < bytes) LC_DW_CHUNK(CH, dst, src, bytes - CH);                                  \
        return;                                                                                \
    }
    LC_DW_COPY_WITH(64) LC_DW_COPY_WITH(32) LC_DW_COPY_WITH(16) LC_DW_COPY_WITH(8)
#undef LC_DW_COPY_WITH
    if (item == 4 && bytes == 4) LC_DW_CHUNK(4, dst, src, 0);
}

/* dst[j] = src[j] + bv for j < n (n >= the vector length VL of type VT): whole vectors, the
 * last one overlapping the one before (it rewrites equal values). */
#define LC_DW_ADD_ROW(VT, VL, dst, src, n, bv)                                                 \
    do {                                                                                       \
        const VT bvv_ = (bv) - (VT){0};                                                        \
        for (int64_t j_ = 0;; j_ += (VL)) {                                                    \
            VT y_;                                                                             \
            if (j_ + (VL) > (n)) j_ = (n) - (VL);                                              \
            memcpy(&y_, (src) + j_, sizeof y_);                                                \
            y_ += bvv_;                                                                        \
            memcpy((dst) + j_, &y_, sizeof y_);                                                \
            if (j_ + (VL) >= (n)) break;                                                       \
        }                                                                                      \
    } while (0)

/* The variants without a direct kernel (dwconv2d_direct.h): never applies. */
#define LC_DW_NO_DIRECT(...) (-2)

#define LC_DW_DEFINE(ISA, SFX, T, VB, NV, DIRECT)                                                    \
typedef T lc_dw_vec_##ISA##_##SFX __attribute__((vector_size(VB)));                            \
typedef T lc_dw_v16_##ISA##_##SFX __attribute__((vector_size(16)));                            \
                                                                                               \
/* oq[q] = sum_t wv[t] * xq[off[t] + q] for q < nqv (a multiple of the vector length). */     \
static inline __attribute__((always_inline)) void lc_dw_taps_##ISA##_##SFX(                    \
        const T* restrict xq, const int64_t* restrict off, const T* restrict wv,               \
        const int64_t ntap, int64_t nqv, T* restrict oq) {                                     \
    typedef lc_dw_vec_##ISA##_##SFX V;                                                         \
    enum { L = VB / sizeof(T) };                                                               \
    int64_t q = 0;                                                                             \
    for (; q + NV * L <= nqv; q += NV * L) {                                                   \
        V acc[NV];                                                                             \
        for (int v = 0; v < NV; v++) acc[v] = (V){0};                                          \
        for (int64_t t = 0; t < ntap; t++) {                                                   \
            const T* p = xq + off[t] + q;                                                      \
            const V wb = wv[t] - (V){0};  /* a broadcast (x - 0 folds to x; 0 + x does not) */\
            for (int v = 0; v < NV; v++) {                                                     \
                V xv;                                                                          \
                memcpy(&xv, p + v * L, sizeof xv);                                             \
                acc[v] += wb * xv;                                                             \
            }                                                                                  \
        }                                                                                      \
        memcpy(oq + q, acc, sizeof acc);                                                       \
    }                                                                                          \
    for (; q < nqv; q += L) {                                                                  \
        V acc = (V){0};                                                                        \
        for (int64_t t = 0; t < ntap; t++) {                                                   \
            V xv;                                                                              \
            memcpy(&xv, xq + off[t] + q, sizeof xv);                                           \
            acc += (wv[t] - (V){0}) * xv;                                                      \
        }                                                                                      \
        memcpy(oq + q, &acc, sizeof acc);                                                      \
    }                                                                                          \
}                                                                                              \
                                                                                               \
/* dst[v] = src[v * step] for v < n: a row of a phase plane (whole vectors, then the tail,   \
 * inline: a row is a few vectors long, a call of memcpy per row cost more than the copy). */ \
static inline __attribute__((always_inline)) void lc_dw_row_##ISA##_##SFX(                     \
        T* restrict dst, int64_t n, const T* restrict src, int64_t step) {                     \
    int64_t v = 0;                                                                             \
    if (step == 1) {                                                                           \
        lc_dw_copy((char*)dst, (const char*)src, n * (int64_t)sizeof(T), sizeof(T));           \
    } else if (step == 2) {                                                                    \
        for (; v < n; v++) dst[v] = src[2 * v];                                                \
    } else {                                                                                   \
        for (; v < n; v++) dst[v] = src[v * step];                                             \
    }                                                                                          \
}                                                                                              \
                                                                                               \
LC_KERNEL_API int lc_dw_conv2d_##ISA##_##SFX(                                                  \
        const T* x, int64_t n, int64_t c, int64_t h, int64_t w,                                \
        int64_t xs0, int64_t xs1, int64_t xs2, int64_t xs3,                                    \
        const T* wt, int64_t k, int64_t c2, int64_t r, int64_t s,                              \
        int64_t ws0, int64_t ws1, int64_t ws2, int64_t ws3,                                    \
        const T* bias, int64_t nb, int64_t bs,                                                 \
        T* out, int64_t on, int64_t ok, int64_t ho, int64_t wo,                                \
        int64_t os0, int64_t os1, int64_t os2, int64_t os3,                                    \
        int64_t sh, int64_t sw, int64_t ph, int64_t pw, int act, double act_a, double act_b,   \
        int threads) {                                                                         \
    (void)ws1;                                                                                 \
    enum { L = VB / sizeof(T) };                                                               \
    if (!(sh >= 1 && sw >= 1 && ph >= 0 && pw >= 0 && on == n && ok == c && k == c && c2 == 1 \
          && (!bias || nb == c) && r >= 1 && s >= 1                                            \
          && ho == lc_dw_floordiv(h + 2 * ph - r, sh) + 1                                      \
          && wo == lc_dw_floordiv(w + 2 * pw - s, sw) + 1))                                    \
        return 1;                                                                              \
    if (ho <= 0 || wo <= 0 || n == 0 || c == 0) return 0;                                      \
    const int64_t ntap = r * s, hq = ho + (r - 1) / sh, wq = wo + (s - 1) / sw;                \
    const int64_t nq = ho * wq, nqv = (nq + L - 1) / L * L;                                    \
    /* a plane: hq rows of wq, then zeros the last vector's taps may read */                  \
    const int64_t psz = nqv + ((r - 1) / sh) * wq + (s - 1) / sw;                              \
    if (n * c * ntap * (double)(ho * wo) < LC_DW_SERIAL_WORK) threads = 1;                     \
    /* contiguous rows: dwconv2d_direct.h's kernel, no copy (-2: it does not apply) */         \
    const int direct_ = DIRECT(x, n, c, h, w, xs0, xs1, xs2, xs3, wt, r, s, ws0, ws2, ws3,      \
                               bias, bs, out, ho, wo, os0, os1, os2, os3, sh, sw, ph, pw, act, \
                               act_a, act_b, threads);                                          \
    if (direct_ != -2) return direct_;                                                         \
    int failed = 0;                                                                            \
    _Pragma("omp parallel num_threads(threads)")                                               \
    {                                                                                          \
        T* xq = lc_dw_alloc(sizeof(T) * (size_t)(sh * sw * psz + nqv + ntap));                 \
        /* off: each tap's offset in the planes; then per plane the rows [u0, u1) and       \
         * columns [v0, v1) that hold x (the rest is padding), the same for every channel */  \
        int64_t* off = lc_dw_alloc(sizeof(int64_t) * (size_t)(ntap + 4 * sh * sw));           \
        int64_t* span = off ? off + ntap : NULL;                                               \
        T* oq = xq ? xq + sh * sw * psz : NULL;                                                \
        T* wv = xq ? oq + nqv : NULL;                                                          \
        if (xq && off) {                                                                       \
            for (int64_t rr = 0; rr < r; rr++)                                                 \
                for (int64_t ss = 0; ss < s; ss++)                                             \
                    off[rr * s + ss] = ((rr % sh) * sw + ss % sw) * psz + (rr / sh) * wq      \
                                       + ss / sw;                                              \
            /* the padding is the same in every channel: zeroed once, never written */        \
            memset(xq, 0, sizeof(T) * (size_t)(sh * sw * psz));                                \
            for (int64_t pa = 0; pa < sh; pa++)                                                \
                for (int64_t pb = 0; pb < sw; pb++) {                                          \
                    int64_t* sp = span + 4 * (pa * sw + pb);                                   \
                    int64_t u0 = lc_dw_ceildiv(ph - pa, sh), u1 = lc_dw_ceildiv(h + ph - pa, sh); \
                    int64_t v0 = lc_dw_ceildiv(pw - pb, sw), v1 = lc_dw_ceildiv(w + pw - pb, sw); \
                    sp[0] = u0 = u0 < 0 ? 0 : u0 > hq ? hq : u0;                               \
                    sp[1] = u1 < u0 ? u0 : u1 > hq ? hq : u1;                                  \
                    sp[2] = v0 = v0 < 0 ? 0 : v0 > wq ? wq : v0;                               \
                    sp[3] = v1 < v0 ? v0 : v1 > wq ? wq : v1;                                  \
                }                                                                              \
        }                                                                                      \
        /* every thread meets the worksharing loop, also one whose buffers failed */          \
        _Pragma("omp for schedule(static)")                                                    \
        for (int64_t item = 0; item < n * c; item++) {                                         \
            if (!xq || !off) {                                                                 \
                _Pragma("omp atomic write")                                                    \
                failed = 1;                                                                    \
                continue;                                                                      \
            }                                                                                  \
            {                                                                                  \
                const int64_t b = item / c, ch = item - b * c;                                 \
                const T* xc = x + b * xs0 + ch * xs1;                                          \
                for (int64_t rr = 0; rr < r; rr++)                                             \
                    for (int64_t ss = 0; ss < s; ss++)                                         \
                        wv[rr * s + ss] = wt[ch * ws0 + rr * ws2 + ss * ws3];                  \
                for (int64_t pa = 0; pa < sh; pa++)                                            \
                    for (int64_t pb = 0; pb < sw; pb++) {                                      \
                        T* plane = xq + (pa * sw + pb) * psz;                                  \
                        const int64_t* sp = span + 4 * (pa * sw + pb);                         \
                        const int64_t v0 = sp[2], v1 = sp[3];                                  \
                        for (int64_t u = sp[0]; u < sp[1]; u++)                                \
                            lc_dw_row_##ISA##_##SFX(plane + u * wq + v0, v1 - v0,              \
                                xc + (u * sh + pa - ph) * xs2 + (v0 * sw + pb - pw) * xs3,     \
                                sw * xs3);                                                     \
                    }                                                                          \
                if (ntap == 9)                                                                 \
                    lc_dw_taps_##ISA##_##SFX(xq, off, wv, 9, nqv, oq);                         \
                else if (ntap == 25)                                                           \
                    lc_dw_taps_##ISA##_##SFX(xq, off, wv, 25, nqv, oq);                        \
                else                                                                           \
                    lc_dw_taps_##ISA##_##SFX(xq, off, wv, ntap, nqv, oq);                      \
                const T bv = bias ? bias[ch * bs] : (T)0;                                      \
                T* oc = out + b * os0 + ch * os1;                                              \
                for (int64_t i = 0; i < ho; i++) {                                             \
                    T* src = oq + i * wq;                                                      \
                    T* dst = oc + i * os2;                                                     \
                    if (os3 == 1 && !act && wo >= L)                                           \
                        LC_DW_ADD_ROW(lc_dw_vec_##ISA##_##SFX, L, dst, src, wo, bv);           \
                    else if (os3 == 1 && !act && wo * (int64_t)sizeof(T) >= 16)                \
                        LC_DW_ADD_ROW(lc_dw_v16_##ISA##_##SFX, 16 / sizeof(T), dst, src, wo, bv); \
                    else if (os3 == 1) {  /* the activation in place, one vector loop */      \
                        lc_act_row_##SFX(src, wo, bv, act, (T)act_a, (T)act_b);                \
                        lc_dw_copy((char*)dst, (const char*)src, wo * (int64_t)sizeof(T),      \
                                   sizeof(T));                                                 \
                    } else                                                                     \
                        for (int64_t j = 0; j < wo; j++)                                       \
                            dst[j * os3] = lc_act_##SFX(src[j] + bv, act, (T)act_a, (T)act_b); \
                }                                                                              \
            }                                                                                  \
        }                                                                                      \
        free(xq); free(off);                                                                   \
    }                                                                                          \
    return failed ? -1 : 0;                                                                    \
}

#if defined(__AVX512F__)
#if !defined(LC_KERNEL_ONLY) || defined(LC_KERNEL_ONLY_avx512_f32)
LC_DW_DEFINE(avx512, f32, float, 64, 3, lc_dwd_conv2d_avx512_f32)
#endif
#if !defined(LC_KERNEL_ONLY) || defined(LC_KERNEL_ONLY_avx512_f64)
LC_DW_DEFINE(avx512, f64, double, 64, 3, LC_DW_NO_DIRECT)
#endif
#endif
#if defined(__AVX2__) && defined(__FMA__)
#if !defined(LC_KERNEL_ONLY) || defined(LC_KERNEL_ONLY_avx2_f32)
LC_DW_DEFINE(avx2, f32, float, 32, 3, LC_DW_NO_DIRECT)
#endif
#if !defined(LC_KERNEL_ONLY) || defined(LC_KERNEL_ONLY_avx2_f64)
LC_DW_DEFINE(avx2, f64, double, 32, 3, LC_DW_NO_DIRECT)
#endif
#endif
#if !defined(LC_KERNEL_ONLY) || defined(LC_KERNEL_ONLY_generic_f32)
LC_DW_DEFINE(generic, f32, float, 16, 3, LC_DW_NO_DIRECT)
#endif
#if !defined(LC_KERNEL_ONLY) || defined(LC_KERNEL_ONLY_generic_f64)
LC_DW_DEFINE(generic, f64, double, 16, 3, LC_DW_NO_DIRECT)
#endif

#endif /* LC_DW_DWCONV2D_H */
