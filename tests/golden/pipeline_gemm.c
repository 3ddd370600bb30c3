
static int lc_kernel(double v_alpha, double v_beta, double* a_C, int64_t a_C_n0, int64_t a_C_n1, double* a_A, int64_t a_A_n0, int64_t a_A_n1, double* a_B, int64_t a_B_n0, int64_t a_B_n1, lc_result* lc_res) {
    int lc_status = 0;
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
    { /* loop j_2_o */
        const int64_t lc_stop4 = a_B_n1;
        for (int64_t v_j_o = 0LL; v_j_o < lc_stop4; v_j_o += 2048LL) {
            { /* loop k_o */
                const int64_t lc_stop5 = a_A_n1;
                for (int64_t v_k_o = 0LL; v_k_o < lc_stop5; v_k_o += 256LL) {
                    v_B_pack_n0 = lc_max_i64((lc_min_i64(lc_min_i64((v_k_o + 256LL), a_A_n1), a_B_n0) - v_k_o), 0LL);
                    v_B_pack_n1 = lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL);
                    int64_t lc_n6 = lc_floordiv_i64((v_B_pack_n1 + 15LL), 16LL); if (lc_n6 < 0) lc_n6 = 0;
                    int64_t lc_n7 = v_B_pack_n0; if (lc_n7 < 0) lc_n7 = 0;
                    int64_t lc_n8 = 16LL; if (lc_n8 < 0) lc_n8 = 0;
                    lc_buf* lc_buf9 = lc_alloc((size_t)(lc_n6 * lc_n7 * lc_n8) * sizeof(double));
                    if (!lc_buf9) { lc_res->err_kind = -2; lc_res->err_msg = "out of memory"; lc_status = -1; goto lc_exit; }
                    lc_release(a_B_pack_buf); a_B_pack_buf = lc_buf9; a_B_pack = (double*)LC_DATA(lc_buf9);
                    a_B_pack_n0 = lc_n6;
                    a_B_pack_n1 = lc_n7;
                    a_B_pack_n2 = lc_n8;
                    a_B_pack_s0 = lc_n7 * lc_n8;
                    a_B_pack_s1 = lc_n8;
                    { /* loop B_pack_p */
                        const int64_t lc_stop10 = lc_floordiv_i64((v_B_pack_n1 + 15LL), 16LL);
                        for (int64_t v_B_pack_p = 0LL; v_B_pack_p < lc_stop10; v_B_pack_p++) {
                            { /* loop B_pack_0 */
                                const int64_t lc_stop11 = v_B_pack_n0;
                                for (int64_t v_B_pack_0 = 0LL; v_B_pack_0 < lc_stop11; v_B_pack_0++) {
                                    { /* loop B_pack_r */
                                        const int64_t lc_stop12 = lc_min_i64(16LL, (v_B_pack_n1 - (v_B_pack_p * 16LL)));
                                        for (int64_t v_B_pack_r = 0LL; v_B_pack_r < lc_stop12; v_B_pack_r++) {
                                            a_B_pack[(v_B_pack_p) * a_B_pack_s0 + (v_B_pack_0) * a_B_pack_s1 + (v_B_pack_r)] = a_B[((v_k_o + v_B_pack_0)) * a_B_s0 + ((v_j_o + ((v_B_pack_p * 16LL) + v_B_pack_r)))];
                                        }
                                    }
                                }
                            }
                        }
                    }
                    { /* loop i_2_o */
                        const int64_t lc_stop13 = a_A_n0;
                        for (int64_t v_i_o = 0LL; v_i_o < lc_stop13; v_i_o += 384LL) {
                            v_A_pack_n0 = lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL);
                            v_A_pack_n1 = lc_max_i64((lc_min_i64((v_k_o + 256LL), a_A_n1) - v_k_o), 0LL);
                            int64_t lc_n14 = lc_floordiv_i64((v_A_pack_n0 + 5LL), 6LL); if (lc_n14 < 0) lc_n14 = 0;
                            int64_t lc_n15 = v_A_pack_n1; if (lc_n15 < 0) lc_n15 = 0;
                            int64_t lc_n16 = 6LL; if (lc_n16 < 0) lc_n16 = 0;
                            lc_buf* lc_buf17 = lc_alloc((size_t)(lc_n14 * lc_n15 * lc_n16) * sizeof(double));
                            if (!lc_buf17) { lc_res->err_kind = -2; lc_res->err_msg = "out of memory"; lc_status = -1; goto lc_exit; }
                            lc_release(a_A_pack_buf); a_A_pack_buf = lc_buf17; a_A_pack = (double*)LC_DATA(lc_buf17);
                            a_A_pack_n0 = lc_n14;
                            a_A_pack_n1 = lc_n15;
                            a_A_pack_n2 = lc_n16;
                            a_A_pack_s0 = lc_n15 * lc_n16;
                            a_A_pack_s1 = lc_n16;
                            { /* loop A_pack_p */
                                const int64_t lc_stop18 = lc_floordiv_i64((v_A_pack_n0 + 5LL), 6LL);
                                for (int64_t v_A_pack_p = 0LL; v_A_pack_p < lc_stop18; v_A_pack_p++) {
                                    { /* loop A_pack_1 */
                                        const int64_t lc_stop19 = v_A_pack_n1;
                                        for (int64_t v_A_pack_1 = 0LL; v_A_pack_1 < lc_stop19; v_A_pack_1++) {
                                            { /* loop A_pack_r */
                                                const int64_t lc_stop20 = lc_min_i64(6LL, (v_A_pack_n0 - (v_A_pack_p * 6LL)));
                                                for (int64_t v_A_pack_r = 0LL; v_A_pack_r < lc_stop20; v_A_pack_r++) {
                                                    a_A_pack[(v_A_pack_p) * a_A_pack_s0 + (v_A_pack_1) * a_A_pack_s1 + (v_A_pack_r)] = a_A[((v_i_o + ((v_A_pack_p * 6LL) + v_A_pack_r))) * a_A_s0 + ((v_k_o + v_A_pack_1))];
                                                }
                                            }
                                        }
                                    }
                                }
                            }
                            { /* loop j_2 */
                                const int64_t lc_stop21 = (v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL));
                                if (lc_nthreads > 1 && (((lc_stop21 - (v_j_o)) / 16) * (((((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))) - (v_i_o)) / 6) * (((lc_min_i64((v_k_o + 256LL), a_A_n1)) - (v_k_o)) * (96) + 192) + (((((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))), 0LL), 2LL) * 2LL))) - ((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)))) / 2) * (((lc_min_i64((v_k_o + 256LL), a_A_n1)) - (v_k_o)) * (32) + 64) + ((lc_min_i64((v_i_o + 384LL), a_A_n0)) - (((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))), 0LL), 2LL) * 2LL)))) * (((lc_min_i64((v_k_o + 256LL), a_A_n1)) - (v_k_o)) * (16) + 32))) >= 100000) {
                                    #pragma omp parallel for schedule(static) num_threads(lc_nthreads) private(v_C_s, v_C_s_10, v_C_s_100, v_C_s_101, v_C_s_102, v_C_s_103, v_C_s_104, v_C_s_105, v_C_s_106, v_C_s_107, v_C_s_108, v_C_s_109, v_C_s_11, v_C_s_110, v_C_s_111, v_C_s_112, v_C_s_113, v_C_s_114, v_C_s_115, v_C_s_116, v_C_s_117, v_C_s_118, v_C_s_119, v_C_s_12, v_C_s_120, v_C_s_121, v_C_s_122, v_C_s_123, v_C_s_124, v_C_s_125, v_C_s_126, v_C_s_127, v_C_s_128, v_C_s_129, v_C_s_13, v_C_s_130, v_C_s_131, v_C_s_132, v_C_s_133, v_C_s_134, v_C_s_135, v_C_s_136, v_C_s_137, v_C_s_138, v_C_s_139, v_C_s_14, v_C_s_140, v_C_s_141, v_C_s_142, v_C_s_143, v_C_s_144, v_C_s_15, v_C_s_16, v_C_s_17, v_C_s_18, v_C_s_19, v_C_s_2, v_C_s_20, v_C_s_21, v_C_s_22, v_C_s_23, v_C_s_24, v_C_s_25, v_C_s_26, v_C_s_27, v_C_s_28, v_C_s_29, v_C_s_3, v_C_s_30, v_C_s_31, v_C_s_32, v_C_s_33, v_C_s_34, v_C_s_35, v_C_s_36, v_C_s_37, v_C_s_38, v_C_s_39, v_C_s_4, v_C_s_40, v_C_s_41, v_C_s_42, v_C_s_43, v_C_s_44, v_C_s_45, v_C_s_46, v_C_s_47, v_C_s_48, v_C_s_49, v_C_s_5, v_C_s_50, v_C_s_51, v_C_s_52, v_C_s_53, v_C_s_54, v_C_s_55, v_C_s_56, v_C_s_57, v_C_s_58, v_C_s_59, v_C_s_6, v_C_s_60, v_C_s_61, v_C_s_62, v_C_s_63, v_C_s_64, v_C_s_65, v_C_s_66, v_C_s_67, v_C_s_68, v_C_s_69, v_C_s_7, v_C_s_70, v_C_s_71, v_C_s_72, v_C_s_73, v_C_s_74, v_C_s_75, v_C_s_76, v_C_s_77, v_C_s_78, v_C_s_79, v_C_s_8, v_C_s_80, v_C_s_81, v_C_s_82, v_C_s_83, v_C_s_84, v_C_s_85, v_C_s_86, v_C_s_87, v_C_s_88, v_C_s_89, v_C_s_9, v_C_s_90, v_C_s_91, v_C_s_92, v_C_s_93, v_C_s_94, v_C_s_95, v_C_s_96, v_C_s_97, v_C_s_98, v_C_s_99)
                                    for (int64_t v_j = v_j_o; v_j < lc_stop21; v_j += 16LL) {
                                        { /* loop i_2 */
                                            const int64_t lc_stop22 = (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL));
                                            for (int64_t v_i = v_i_o; v_i < lc_stop22; v_i += 6LL) {
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
                                                        const int64_t lc_stop23 = lc_min_i64((v_k_o + 256LL), a_A_n1);
                                                        for (int64_t v_k = v_k_o; v_k < lc_stop23; v_k++) {
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
                                            const int64_t lc_stop24 = ((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))), 0LL), 2LL) * 2LL));
                                            for (int64_t v_i = (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)); v_i < lc_stop24; v_i += 2LL) {
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
                                                        const int64_t lc_stop25 = lc_min_i64((v_k_o + 256LL), a_A_n1);
                                                        for (int64_t v_k = v_k_o; v_k < lc_stop25; v_k++) {
                                                            v_C_s_97 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (0LL)]);
                                                            v_C_s_98 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (1LL)]);
                                                            v_C_s_99 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (2LL)]);
                                                            v_C_s_100 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (3LL)]);
                                                            v_C_s_101 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (4LL)]);
                                                            v_C_s_102 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (5LL)]);
                                                            v_C_s_103 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (6LL)]);
                                                            v_C_s_104 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (7LL)]);
                                                            v_C_s_105 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (8LL)]);
                                                            v_C_s_106 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (9LL)]);
                                                            v_C_s_107 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (10LL)]);
                                                            v_C_s_108 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (11LL)]);
                                                            v_C_s_109 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (12LL)]);
                                                            v_C_s_110 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (13LL)]);
                                                            v_C_s_111 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (14LL)]);
                                                            v_C_s_112 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (15LL)]);
                                                            v_C_s_113 += ((v_alpha * a_A_pack[(lc_floordiv_i64(((v_i + 1LL) - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (0LL)]);
                                                            v_C_s_114 += ((v_alpha * a_A_pack[(lc_floordiv_i64(((v_i + 1LL) - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (1LL)]);
                                                            v_C_s_115 += ((v_alpha * a_A_pack[(lc_floordiv_i64(((v_i + 1LL) - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (2LL)]);
                                                            v_C_s_116 += ((v_alpha * a_A_pack[(lc_floordiv_i64(((v_i + 1LL) - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (3LL)]);
                                                            v_C_s_117 += ((v_alpha * a_A_pack[(lc_floordiv_i64(((v_i + 1LL) - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (4LL)]);
                                                            v_C_s_118 += ((v_alpha * a_A_pack[(lc_floordiv_i64(((v_i + 1LL) - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (5LL)]);
                                                            v_C_s_119 += ((v_alpha * a_A_pack[(lc_floordiv_i64(((v_i + 1LL) - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (6LL)]);
                                                            v_C_s_120 += ((v_alpha * a_A_pack[(lc_floordiv_i64(((v_i + 1LL) - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (7LL)]);
                                                            v_C_s_121 += ((v_alpha * a_A_pack[(lc_floordiv_i64(((v_i + 1LL) - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (8LL)]);
                                                            v_C_s_122 += ((v_alpha * a_A_pack[(lc_floordiv_i64(((v_i + 1LL) - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (9LL)]);
                                                            v_C_s_123 += ((v_alpha * a_A_pack[(lc_floordiv_i64(((v_i + 1LL) - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (10LL)]);
                                                            v_C_s_124 += ((v_alpha * a_A_pack[(lc_floordiv_i64(((v_i + 1LL) - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (11LL)]);
                                                            v_C_s_125 += ((v_alpha * a_A_pack[(lc_floordiv_i64(((v_i + 1LL) - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (12LL)]);
                                                            v_C_s_126 += ((v_alpha * a_A_pack[(lc_floordiv_i64(((v_i + 1LL) - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (13LL)]);
                                                            v_C_s_127 += ((v_alpha * a_A_pack[(lc_floordiv_i64(((v_i + 1LL) - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (14LL)]);
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
                                            const int64_t lc_stop26 = lc_min_i64((v_i_o + 384LL), a_A_n0);
                                            for (int64_t v_i = ((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)) + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))), 0LL), 2LL) * 2LL)); v_i < lc_stop26; v_i++) {
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
                                                        const int64_t lc_stop27 = lc_min_i64((v_k_o + 256LL), a_A_n1);
                                                        for (int64_t v_k = v_k_o; v_k < lc_stop27; v_k++) {
                                                            v_C_s_129 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (0LL)]);
                                                            v_C_s_130 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (1LL)]);
                                                            v_C_s_131 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (2LL)]);
                                                            v_C_s_132 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (3LL)]);
                                                            v_C_s_133 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (4LL)]);
                                                            v_C_s_134 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (5LL)]);
                                                            v_C_s_135 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (6LL)]);
                                                            v_C_s_136 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (7LL)]);
                                                            v_C_s_137 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (8LL)]);
                                                            v_C_s_138 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (9LL)]);
                                                            v_C_s_139 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (10LL)]);
                                                            v_C_s_140 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (11LL)]);
                                                            v_C_s_141 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (12LL)]);
                                                            v_C_s_142 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (13LL)]);
                                                            v_C_s_143 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (14LL)]);
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
                                    for (int64_t v_j = v_j_o; v_j < lc_stop21; v_j += 16LL) {
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
                                                            v_C_s_97 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (0LL)]);
                                                            v_C_s_98 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (1LL)]);
                                                            v_C_s_99 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (2LL)]);
                                                            v_C_s_100 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (3LL)]);
                                                            v_C_s_101 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (4LL)]);
                                                            v_C_s_102 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (5LL)]);
                                                            v_C_s_103 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (6LL)]);
                                                            v_C_s_104 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (7LL)]);
                                                            v_C_s_105 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (8LL)]);
                                                            v_C_s_106 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (9LL)]);
                                                            v_C_s_107 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (10LL)]);
                                                            v_C_s_108 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (11LL)]);
                                                            v_C_s_109 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (12LL)]);
                                                            v_C_s_110 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (13LL)]);
                                                            v_C_s_111 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (14LL)]);
                                                            v_C_s_112 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (15LL)]);
                                                            v_C_s_113 += ((v_alpha * a_A_pack[(lc_floordiv_i64(((v_i + 1LL) - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (0LL)]);
                                                            v_C_s_114 += ((v_alpha * a_A_pack[(lc_floordiv_i64(((v_i + 1LL) - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (1LL)]);
                                                            v_C_s_115 += ((v_alpha * a_A_pack[(lc_floordiv_i64(((v_i + 1LL) - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (2LL)]);
                                                            v_C_s_116 += ((v_alpha * a_A_pack[(lc_floordiv_i64(((v_i + 1LL) - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (3LL)]);
                                                            v_C_s_117 += ((v_alpha * a_A_pack[(lc_floordiv_i64(((v_i + 1LL) - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (4LL)]);
                                                            v_C_s_118 += ((v_alpha * a_A_pack[(lc_floordiv_i64(((v_i + 1LL) - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (5LL)]);
                                                            v_C_s_119 += ((v_alpha * a_A_pack[(lc_floordiv_i64(((v_i + 1LL) - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (6LL)]);
                                                            v_C_s_120 += ((v_alpha * a_A_pack[(lc_floordiv_i64(((v_i + 1LL) - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (7LL)]);
                                                            v_C_s_121 += ((v_alpha * a_A_pack[(lc_floordiv_i64(((v_i + 1LL) - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (8LL)]);
                                                            v_C_s_122 += ((v_alpha * a_A_pack[(lc_floordiv_i64(((v_i + 1LL) - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (9LL)]);
                                                            v_C_s_123 += ((v_alpha * a_A_pack[(lc_floordiv_i64(((v_i + 1LL) - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (10LL)]);
                                                            v_C_s_124 += ((v_alpha * a_A_pack[(lc_floordiv_i64(((v_i + 1LL) - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (11LL)]);
                                                            v_C_s_125 += ((v_alpha * a_A_pack[(lc_floordiv_i64(((v_i + 1LL) - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (12LL)]);
                                                            v_C_s_126 += ((v_alpha * a_A_pack[(lc_floordiv_i64(((v_i + 1LL) - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (13LL)]);
                                                            v_C_s_127 += ((v_alpha * a_A_pack[(lc_floordiv_i64(((v_i + 1LL) - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64(((v_i + 1LL) - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (14LL)]);
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
                                                            v_C_s_129 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (0LL)]);
                                                            v_C_s_130 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (1LL)]);
                                                            v_C_s_131 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (2LL)]);
                                                            v_C_s_132 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (3LL)]);
                                                            v_C_s_133 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (4LL)]);
                                                            v_C_s_134 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (5LL)]);
                                                            v_C_s_135 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (6LL)]);
                                                            v_C_s_136 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (7LL)]);
                                                            v_C_s_137 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (8LL)]);
                                                            v_C_s_138 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (9LL)]);
                                                            v_C_s_139 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (10LL)]);
                                                            v_C_s_140 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (11LL)]);
                                                            v_C_s_141 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (12LL)]);
                                                            v_C_s_142 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (13LL)]);
                                                            v_C_s_143 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (14LL)]);
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
                            }
                            { /* loop j_2_rem */
                                const int64_t lc_stop34 = lc_min_i64((v_j_o + 2048LL), a_B_n1);
                                if (lc_nthreads > 1 && ((lc_stop34 - ((v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL)))) * (((((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL))) - (v_i_o)) / 6) * (((lc_min_i64((v_k_o + 256LL), a_A_n1)) - (v_k_o)) * (6) + 12) + ((lc_min_i64((v_i_o + 384LL), a_A_n0)) - ((v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)))) * (((lc_min_i64((v_k_o + 256LL), a_A_n1)) - (v_k_o)) * (1) + 2))) >= 100000) {
                                    #pragma omp parallel for schedule(static) num_threads(lc_nthreads) private(v_C_s_145, v_C_s_146, v_C_s_147, v_C_s_148, v_C_s_149, v_C_s_150, v_C_s_151)
                                    for (int64_t v_j = (v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL)); v_j < lc_stop34; v_j++) {
                                        { /* loop i_2_rem */
                                            const int64_t lc_stop35 = (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL));
                                            for (int64_t v_i = v_i_o; v_i < lc_stop35; v_i += 6LL) {
                                                if ((v_k_o < lc_min_i64((v_k_o + 256LL), a_A_n1))) {
                                                    v_C_s_145 = a_C[(v_i) * a_C_s0 + (v_j)];
                                                    v_C_s_146 = a_C[((v_i + 1LL)) * a_C_s0 + (v_j)];
                                                    v_C_s_147 = a_C[((v_i + 2LL)) * a_C_s0 + (v_j)];
                                                    v_C_s_148 = a_C[((v_i + 3LL)) * a_C_s0 + (v_j)];
                                                    v_C_s_149 = a_C[((v_i + 4LL)) * a_C_s0 + (v_j)];
                                                    v_C_s_150 = a_C[((v_i + 5LL)) * a_C_s0 + (v_j)];
                                                    { /* loop k_rem */
                                                        const int64_t lc_stop36 = lc_min_i64((v_k_o + 256LL), a_A_n1);
                                                        for (int64_t v_k = v_k_o; v_k < lc_stop36; v_k++) {
                                                            v_C_s_145 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (0LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (lc_mod_i64((v_j - v_j_o), 16LL))]);
                                                            v_C_s_146 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (1LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (lc_mod_i64((v_j - v_j_o), 16LL))]);
                                                            v_C_s_147 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (2LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (lc_mod_i64((v_j - v_j_o), 16LL))]);
                                                            v_C_s_148 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (3LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (lc_mod_i64((v_j - v_j_o), 16LL))]);
                                                            v_C_s_149 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (4LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (lc_mod_i64((v_j - v_j_o), 16LL))]);
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
                                            const int64_t lc_stop37 = lc_min_i64((v_i_o + 384LL), a_A_n0);
                                            for (int64_t v_i = (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)); v_i < lc_stop37; v_i++) {
                                                if ((v_k_o < lc_min_i64((v_k_o + 256LL), a_A_n1))) {
                                                    v_C_s_151 = a_C[(v_i) * a_C_s0 + (v_j)];
                                                    { /* loop k_rem_rem */
                                                        const int64_t lc_stop38 = lc_min_i64((v_k_o + 256LL), a_A_n1);
                                                        for (int64_t v_k = v_k_o; v_k < lc_stop38; v_k++) {
                                                            v_C_s_151 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (lc_mod_i64((v_j - v_j_o), 16LL))]);
                                                        }
                                                    }
                                                    a_C[(v_i) * a_C_s0 + (v_j)] = v_C_s_151;
                                                }
                                            }
                                        }
                                    }
                                } else {
                                    for (int64_t v_j = (v_j_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_j_o + 2048LL), a_B_n1) - v_j_o), 0LL), 16LL) * 16LL)); v_j < lc_stop34; v_j++) {
                                        { /* loop i_2_rem */
                                            const int64_t lc_stop39 = (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL));
                                            for (int64_t v_i = v_i_o; v_i < lc_stop39; v_i += 6LL) {
                                                if ((v_k_o < lc_min_i64((v_k_o + 256LL), a_A_n1))) {
                                                    v_C_s_145 = a_C[(v_i) * a_C_s0 + (v_j)];
                                                    v_C_s_146 = a_C[((v_i + 1LL)) * a_C_s0 + (v_j)];
                                                    v_C_s_147 = a_C[((v_i + 2LL)) * a_C_s0 + (v_j)];
                                                    v_C_s_148 = a_C[((v_i + 3LL)) * a_C_s0 + (v_j)];
                                                    v_C_s_149 = a_C[((v_i + 4LL)) * a_C_s0 + (v_j)];
                                                    v_C_s_150 = a_C[((v_i + 5LL)) * a_C_s0 + (v_j)];
                                                    { /* loop k_rem */
                                                        const int64_t lc_stop40 = lc_min_i64((v_k_o + 256LL), a_A_n1);
                                                        for (int64_t v_k = v_k_o; v_k < lc_stop40; v_k++) {
                                                            v_C_s_145 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (0LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (lc_mod_i64((v_j - v_j_o), 16LL))]);
                                                            v_C_s_146 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (1LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (lc_mod_i64((v_j - v_j_o), 16LL))]);
                                                            v_C_s_147 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (2LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (lc_mod_i64((v_j - v_j_o), 16LL))]);
                                                            v_C_s_148 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (3LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (lc_mod_i64((v_j - v_j_o), 16LL))]);
                                                            v_C_s_149 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (4LL)]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (lc_mod_i64((v_j - v_j_o), 16LL))]);
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
                                            const int64_t lc_stop41 = lc_min_i64((v_i_o + 384LL), a_A_n0);
                                            for (int64_t v_i = (v_i_o + (lc_floordiv_i64(lc_max_i64((lc_min_i64((v_i_o + 384LL), a_A_n0) - v_i_o), 0LL), 6LL) * 6LL)); v_i < lc_stop41; v_i++) {
                                                if ((v_k_o < lc_min_i64((v_k_o + 256LL), a_A_n1))) {
                                                    v_C_s_151 = a_C[(v_i) * a_C_s0 + (v_j)];
                                                    { /* loop k_rem_rem */
                                                        const int64_t lc_stop42 = lc_min_i64((v_k_o + 256LL), a_A_n1);
                                                        for (int64_t v_k = v_k_o; v_k < lc_stop42; v_k++) {
                                                            v_C_s_151 += ((v_alpha * a_A_pack[(lc_floordiv_i64((v_i - v_i_o), 6LL)) * a_A_pack_s0 + ((v_k - v_k_o)) * a_A_pack_s1 + (lc_mod_i64((v_i - v_i_o), 6LL))]) * a_B_pack[(lc_floordiv_i64((v_j - v_j_o), 16LL)) * a_B_pack_s0 + ((v_k - v_k_o)) * a_B_pack_s1 + (lc_mod_i64((v_j - v_j_o), 16LL))]);
                                                        }
                                                    }
                                                    a_C[(v_i) * a_C_s0 + (v_j)] = v_C_s_151;
                                                }
                                            }
                                        }
                                    }
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
    lc_release(a_B_pack_buf);
    lc_release(a_A_pack_buf);
    return lc_status;
}

static PyObject* lc_run(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
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
    lc_result res; res.err_kind = 0; res.err_msg = "";
    int status;
    Py_BEGIN_ALLOW_THREADS
    status = lc_kernel(sc0, sc1, (double*)PyArray_DATA(arr2), (int64_t)PyArray_DIMS(arr2)[0], (int64_t)PyArray_DIMS(arr2)[1], (double*)PyArray_DATA(arr3), (int64_t)PyArray_DIMS(arr3)[0], (int64_t)PyArray_DIMS(arr3)[1], (double*)PyArray_DATA(arr4), (int64_t)PyArray_DIMS(arr4)[0], (int64_t)PyArray_DIMS(arr4)[1], &res);
    Py_END_ALLOW_THREADS
    if (status != 0) return lc_raise(&res);
    Py_RETURN_NONE;
}

static PyMethodDef lc_methods[] = {
    {"run", (PyCFunction)(void(*)(void))lc_run, METH_FASTCALL, "run the compiled kernel"},
    {"set_num_threads", lc_set_num_threads, METH_O, "threads for parallel loops"},
    {NULL, NULL, 0, NULL}
};
static struct PyModuleDef lc_module = {PyModuleDef_HEAD_INIT, "lc_golden", NULL, -1,
                                       lc_methods};
PyMODINIT_FUNC PyInit_lc_golden(void) {
    import_array();
    return PyModule_Create(&lc_module);
}
